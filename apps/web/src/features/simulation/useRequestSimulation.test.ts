import { describe, expect, it } from 'vitest'
import { simulationRequestOf } from './useRequestSimulation'

const ACCOUNT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const ROUTER = '0x7a250d5630B4cF539739dF2C5dAcb4c659F2488D'

describe('simulationRequestOf', () => {
  it('runs the same target, calldata and value the wallet gets, from the account', () => {
    expect(simulationRequestOf({ to: ROUTER, data: '0x1234', value: 5n, gas: 90_000n }, ACCOUNT)).toEqual({
      account: ACCOUNT,
      to: ROUTER,
      data: '0x1234',
      value: 5n,
    })
  })
  it('watches the tokens asked for, and none when the list is empty', () => {
    expect(simulationRequestOf({ to: ROUTER, data: '0x12' }, ACCOUNT, [ROUTER])?.watchTokens).toEqual([
      ROUTER,
    ])
    expect(simulationRequestOf({ to: ROUTER, data: '0x12' }, ACCOUNT, [])).not.toHaveProperty('watchTokens')
  })
  it('is undefined without a transaction or an account', () => {
    expect(simulationRequestOf(undefined, ACCOUNT)).toBeUndefined()
    expect(simulationRequestOf({ to: ROUTER }, undefined)).toBeUndefined()
  })
})
