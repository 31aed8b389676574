import { describe, expect, it } from 'vitest'
import { freePort } from '../src/port.ts'

describe('freePort', () => {
  it('hands out distinct ports below the ephemeral range and the devnet test ports', async () => {
    const ports: number[] = []
    for (let i = 0; i < 50; i++) ports.push(await freePort('127.0.0.1'))
    expect(new Set(ports).size).toBe(ports.length)
    for (const port of ports) {
      expect(port).toBeGreaterThanOrEqual(10_000)
      expect(port).toBeLessThan(20_000)
    }
  })
})
