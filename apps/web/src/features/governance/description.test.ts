import { describe, expect, it } from 'vitest'
import { joinDescription, splitDescription } from './description'
import { blockTimestampEstimate } from './time'

describe('proposal descriptions', () => {
  it('take the title from the first line and the body from the rest', () => {
    expect(splitDescription('# Fund the grants program\n\nTransfers **1,000,000 UNI**.')).toEqual({
      title: 'Fund the grants program',
      body: 'Transfers **1,000,000 UNI**.',
    })
    expect(splitDescription('\n\n## Title two\r\nBody')).toEqual({ title: 'Title two', body: 'Body' })
    expect(splitDescription('Plain title')).toEqual({ title: 'Plain title', body: '' })
    expect(splitDescription('')).toEqual({ title: undefined, body: '' })
    expect(splitDescription('#\nbody')).toEqual({ title: undefined, body: 'body' })
  })

  it('are written as a title heading and the body', () => {
    const joined = joinDescription(' My title ', 'Body text\n')
    expect(joined).toBe('# My title\n\nBody text')
    expect(splitDescription(joined)).toEqual({ title: 'My title', body: 'Body text' })
  })
})

describe('block times', () => {
  it('estimates the time of a past or future block at 12 s a block', () => {
    const latest = { number: 1_000, timestamp: 1_700_000_000 }
    expect(blockTimestampEstimate(1_000n, latest)).toBe(1_700_000_000_000)
    expect(blockTimestampEstimate(1_100n, latest)).toBe((1_700_000_000 + 1_200) * 1000)
    expect(blockTimestampEstimate(900n, latest)).toBe((1_700_000_000 - 1_200) * 1000)
  })
})
