import { describe, expect, it } from 'vitest'
import { parseCollectionArgs, parseWhere, QueryError, splitFilterName } from '../src/subgraph/query.ts'
import { POOL_SPEC, TICK_SPEC } from '../src/subgraph/v3-types.ts'

describe('parseCollectionArgs', () => {
  it('reads the arguments of the app tick query', () => {
    const query = parseCollectionArgs(TICK_SPEC, {
      first: 1000,
      skip: 2000,
      where: { poolAddress: '0x88e6a0c2ddd26feeb64f039a2c41296fcb3f5640' },
      orderBy: 'tickIdx',
    })
    expect(query).toEqual({
      first: 1000,
      skip: 2000,
      orderBy: 'tickIdx',
      orderDirection: 'asc',
      where: [
        {
          column: 'poolAddress',
          kind: 'string',
          op: 'eq',
          value: '0x88e6a0c2ddd26feeb64f039a2c41296fcb3f5640',
        },
      ],
    })
  })

  it("uses graph-node's defaults and limits", () => {
    expect(parseCollectionArgs(POOL_SPEC, {})).toMatchObject({
      first: 100,
      skip: 0,
      orderBy: null,
      where: [],
    })
    expect(() => parseCollectionArgs(POOL_SPEC, { first: 1001 })).toThrow(
      'The `first` argument must be between 0 and 1000, but is 1001',
    )
    expect(() => parseCollectionArgs(POOL_SPEC, { skip: -1 })).toThrow(QueryError)
    expect(() => parseCollectionArgs(POOL_SPEC, { orderBy: 'nonsense' })).toThrow(
      'Cannot order by `nonsense`',
    )
    expect(() => parseCollectionArgs(POOL_SPEC, { orderDirection: 'up' })).toThrow(QueryError)
  })

  it('orders by the column behind a field', () => {
    expect(parseCollectionArgs(POOL_SPEC, { orderBy: 'id', orderDirection: 'desc' })).toMatchObject({
      orderBy: 'address',
      orderDirection: 'desc',
    })
  })
})

describe('parseWhere', () => {
  it('splits every operator suffix, the longest first', () => {
    expect(splitFilterName(TICK_SPEC, 'tickIdx')).toEqual({ field: 'tickIdx', op: 'eq' })
    expect(splitFilterName(TICK_SPEC, 'tickIdx_gte')).toEqual({ field: 'tickIdx', op: 'gte' })
    expect(splitFilterName(TICK_SPEC, 'liquidityNet_not')).toEqual({ field: 'liquidityNet', op: 'not' })
    expect(splitFilterName(TICK_SPEC, 'liquidityNet_not_in')).toEqual({ field: 'liquidityNet', op: 'not_in' })
    expect(splitFilterName(TICK_SPEC, 'price0_gt')).toBeNull()
  })

  it('reads values by the field type: BigInt from strings and numbers, BigDecimal as decimal text', () => {
    const conditions = parseWhere(POOL_SPEC, {
      feeTier_in: ['500', 3000],
      tick_lt: '-100',
      totalValueLockedToken0_gt: '12.5',
      token0: '0xabc',
      token1: null,
    })
    expect(conditions).toEqual([
      { column: 'feeTier', kind: 'bigint', op: 'in', value: [500n, 3000n] },
      { column: 'tick', kind: 'bigint', op: 'lt', value: -100n },
      { column: 'totalValueLockedToken0', kind: 'bigdecimal', op: 'gt', value: '12.5' },
      { column: 'token0', kind: 'string', op: 'eq', value: '0xabc' },
      { column: 'token1', kind: 'string', op: 'eq', value: null },
    ])
  })

  it('maps field aliases to one column', () => {
    expect(parseWhere(TICK_SPEC, { pool: '0x1' })).toEqual([
      { column: 'poolAddress', kind: 'string', op: 'eq', value: '0x1' },
    ])
  })

  it('rejects unknown filters and values of the wrong shape', () => {
    expect(() => parseWhere(TICK_SPEC, { price0: '1' })).toThrow('Unknown filter `price0`')
    expect(() => parseWhere(TICK_SPEC, { tickIdx: 'ten' })).toThrow(QueryError)
    expect(() => parseWhere(TICK_SPEC, { tickIdx_in: '1' })).toThrow('takes a list')
    expect(() => parseWhere(TICK_SPEC, { tickIdx: ['1'] })).toThrow('takes a single value')
    expect(() => parseWhere(TICK_SPEC, { tickIdx_gt: null })).toThrow('cannot be null')
    expect(() => parseWhere(POOL_SPEC, { totalValueLockedToken0_gt: '1e5' })).toThrow(QueryError)
  })
})
