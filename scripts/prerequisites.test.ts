import { describe, expect, it } from 'vitest'
import { CHROMIUM, prerequisiteAction } from './prerequisites.ts'

describe('prerequisiteAction', () => {
  it('does nothing when the browser is there', () => {
    expect(prerequisiteAction(CHROMIUM, { present: true, isRoot: false, hasAptGet: false })).toEqual({
      kind: 'present',
    })
  })

  it('installs it with apt-get when run as root on Debian, as CI is', () => {
    expect(prerequisiteAction(CHROMIUM, { present: false, isRoot: true, hasAptGet: true })).toEqual({
      kind: 'install',
      command: ['apt-get', 'install', '-y', '-q', 'chromium'],
    })
  })

  it('stops with the one command to run when it may not install', () => {
    const action = prerequisiteAction(CHROMIUM, { present: false, isRoot: false, hasAptGet: true })
    expect(action).toEqual({
      kind: 'stop',
      message: expect.stringContaining('sudo apt-get install -y chromium'),
    })
  })

  it('says how to point at another Chromium where there is no apt-get', () => {
    const action = prerequisiteAction(CHROMIUM, { present: false, isRoot: true, hasAptGet: false })
    expect(action).toEqual({ kind: 'stop', message: expect.stringContaining('CHROMIUM_PATH') })
  })
})
