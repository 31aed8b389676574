import { createServer } from 'node:net'

/** Ports handed out by this process, so that two chain runners never get the same one. */
const handedOut = new Set<number>()

/**
 * Drawn below the kernel's ephemeral range (32768 and up on Linux), and apart from the devnet's test
 * ports (20000 and up): a port from `listen(0)` can be taken by an outgoing connection before the
 * runner binds it.
 */
const PORT_RANGE = { from: 10_000, to: 20_000 }

function canListen(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer()
    server.unref()
    server.once('error', () => resolve(false))
    server.listen(port, host, () => server.close(() => resolve(true)))
  })
}

/** A port nobody listens on at `host`, not handed out before by this process. */
export async function freePort(host: string): Promise<number> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const port = PORT_RANGE.from + Math.floor(Math.random() * (PORT_RANGE.to - PORT_RANGE.from))
    if (handedOut.has(port)) continue
    if (await canListen(port, host)) {
      handedOut.add(port)
      return port
    }
  }
  throw new Error(`no free port between ${PORT_RANGE.from} and ${PORT_RANGE.to}`)
}
