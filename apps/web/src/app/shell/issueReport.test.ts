import { describe, expect, it } from 'vitest'
import { issueReportUrl } from './issueReport'

describe('issueReportUrl', () => {
  it('prefills the URL, the swap/mint/burn state, the error and the device', () => {
    const error = new TypeError('boom')
    const link = new URL(
      issueReportUrl(
        error,
        'http://localhost:3000/swap',
        { swap: { typedValue: '1' }, user: { secret: 1 } },
        'UA/1',
      ),
    )
    const body = link.searchParams.get('body') ?? ''
    expect(link.searchParams.get('title')).toBe('Crash report: `TypeError`')
    expect(body).toContain('http://localhost:3000/swap')
    expect(body).toContain('"typedValue": "1"')
    expect(body).not.toContain('secret')
    expect(body).toContain('TypeError: boom')
    expect(body).toContain('UA/1')
  })
})
