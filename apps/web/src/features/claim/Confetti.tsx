import { useEffect, useRef } from 'react'

const COLORS = ['#2172e5', '#ff007a', '#27ae60', '#f3b71e', '#8a2be2', '#ff6b35']

interface Piece {
  x: number
  y: number
  w: number
  h: number
  vx: number
  vy: number
  angle: number
  spin: number
  color: string
}

/**
 * Confetti over the whole window, drawn on one canvas that ignores the pointer: `pieces` pieces fall for
 * `durationMs`, then the canvas clears itself. With reduced motion the pieces are drawn once, still.
 */
export function Confetti({ pieces, durationMs = 5_000 }: { pieces: number; durationMs?: number }) {
  const canvas = useRef<HTMLCanvasElement>(null)
  useEffect(() => {
    const element = canvas.current
    const context = element?.getContext('2d')
    if (!element || !context) return
    const width = window.innerWidth
    const height = window.innerHeight
    element.width = width
    element.height = height
    const random = (min: number, max: number) => min + Math.random() * (max - min)
    const all: Piece[] = Array.from({ length: pieces }, (_, index) => ({
      x: random(0, width),
      y: random(-height, 0),
      w: random(5, 10),
      h: random(8, 16),
      vx: random(-2, 2),
      vy: random(2, 6),
      angle: random(0, Math.PI * 2),
      spin: random(-0.2, 0.2),
      color: COLORS[index % COLORS.length] as string,
    }))
    const draw = () => {
      context.clearRect(0, 0, width, height)
      for (const piece of all) {
        context.save()
        context.translate(piece.x, piece.y)
        context.rotate(piece.angle)
        context.fillStyle = piece.color
        context.fillRect(-piece.w / 2, -piece.h / 2, piece.w, piece.h)
        context.restore()
      }
    }
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) {
      for (const piece of all) piece.y = random(0, height)
      draw()
      const timer = setTimeout(() => context.clearRect(0, 0, width, height), durationMs)
      return () => clearTimeout(timer)
    }
    const started = performance.now()
    let frame = requestAnimationFrame(function step(now) {
      for (const piece of all) {
        piece.x += piece.vx
        piece.y += piece.vy
        piece.angle += piece.spin
        if (piece.y > height + 20 && now - started < durationMs * 0.7) piece.y = random(-40, 0)
      }
      draw()
      if (now - started < durationMs) frame = requestAnimationFrame(step)
      else context.clearRect(0, 0, width, height)
    })
    return () => cancelAnimationFrame(frame)
  }, [pieces, durationMs])
  return <canvas ref={canvas} className="claim-confetti" data-testid="confetti" data-pieces={pieces} />
}
