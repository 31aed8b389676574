import type { Point } from '../logic/series'

const WIDTH = 120
const HEIGHT = 32

/** A week's price as a small line: green when it ends higher than it began. Decorative: the table has the figures. */
export function Sparkline({ points }: { points: readonly Point[] }) {
  if (points.length < 2) return <svg width={WIDTH} height={HEIGHT} aria-hidden="true" />
  const times = points.map((point) => point.time)
  const values = points.map((point) => point.value)
  const [t0, t1] = [Math.min(...times), Math.max(...times)]
  const [low, high] = [Math.min(...values), Math.max(...values)]
  const x = (time: number) => (t1 === t0 ? 0 : ((time - t0) / (t1 - t0)) * WIDTH)
  const y = (value: number) =>
    high === low ? HEIGHT / 2 : HEIGHT - 2 - ((value - low) / (high - low)) * (HEIGHT - 4)
  const path = points.map((point) => `${x(point.time).toFixed(1)},${y(point.value).toFixed(1)}`).join(' ')
  const rising = (values.at(-1) ?? 0) >= (values[0] ?? 0)
  return (
    <svg
      className="explore-sparkline"
      width={WIDTH}
      height={HEIGHT}
      aria-hidden="true"
      data-points={points.length}
    >
      <polyline
        points={path}
        fill="none"
        stroke={rising ? 'var(--success)' : 'var(--error)'}
        strokeWidth="1.5"
      />
    </svg>
  )
}
