import { rebuildSnapshot } from '../snapshot.ts'

const started = Date.now()
const meta = await rebuildSnapshot()
console.log(
  `snapshot ${meta.inputsHash.slice(0, 12)} written in ${((Date.now() - started) / 1000).toFixed(1)} s`,
)
