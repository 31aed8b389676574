import { describe, expect, it } from 'vitest'

describe('the web test project', () => {
  it('runs in jsdom', () => {
    expect(typeof window.localStorage.getItem).toBe('function')
  })
})
