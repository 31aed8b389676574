import { CurrencyAmount, Fraction, Percent, Price, type Token } from '@uniswap/sdk-core'
import { encodeSqrtRatioX96, type FeeAmount, Pool, Position, TickMath } from '@uniswap/v3-sdk'
import { type Address, encodeFunctionData, type Hex, parseAbi } from 'viem'
import type { TransactionRequest } from '../../../../lib/transactions/request'

/** Migration slippage default 0.75% (spec 9: 75/10000). */
export const MIGRATION_SLIPPAGE = new Percent(75, 10_000)

/** The whole pair balance moves: the migrator takes a percentage of what the burn returns. */
export const PERCENTAGE_TO_MIGRATE = 100

/** A v3 price at least this far from the v2 price (either way) warns (spec 5: 2%). */
const LARGE_PRICE_DIFFERENCE = new Percent(2, 100)

export const v3MigratorAbi = parseAbi([
  'struct MigrateParams { address pair; uint256 liquidityToMigrate; uint8 percentageToMigrate; address token0; address token1; uint24 fee; int24 tickLower; int24 tickUpper; uint256 amount0Min; uint256 amount1Min; address recipient; uint256 deadline; bool refundAsETH; }',
  'function migrate(MigrateParams params)',
  'function selfPermit(address token, uint256 value, uint256 deadline, uint8 v, bytes32 r, bytes32 s) payable',
  'function createAndInitializePoolIfNecessary(address token0, address token1, uint24 fee, uint160 sqrtPriceX96) payable returns (address pool)',
  'function multicall(bytes[] data) payable returns (bytes[] results)',
])

/** The v2 pair's spot price of token0 in token1: reserve1 / reserve0. */
export function v2SpotPrice(
  token0: Token,
  token1: Token,
  reserve0: bigint,
  reserve1: bigint,
): Price<Token, Token> {
  return new Price(token0, token1, reserve0.toString(), reserve1.toString())
}

/**
 * How far the v3 price is from the v2 price, as a signed percent (v3 / v2 − 1). Both prices are of the
 * same base in the same quote.
 */
export function priceDifference(v2Price: Price<Token, Token>, v3Price: Price<Token, Token>): Percent {
  const ratio = v3Price.asFraction.divide(v2Price.asFraction).subtract(new Fraction(1))
  return new Percent(ratio.numerator, ratio.denominator)
}

/** Whether the difference warns: 2% or more, up or down. */
export function isLargePriceDifference(difference: Percent): boolean {
  const below = new Percent(-2, 100)
  return !difference.lessThan(LARGE_PRICE_DIFFERENCE) || !difference.greaterThan(below)
}

/**
 * What the pair's burn pays for `liquidity` pool tokens: the pro-rata share of each reserve, rounded down
 * as UniswapV2Pair.burn does (liquidity × balance / totalSupply).
 */
export function v2LiquidityValue(input: {
  token0: Token
  token1: Token
  reserve0: bigint
  reserve1: bigint
  totalSupply: bigint
  liquidity: bigint
}): { amount0: CurrencyAmount<Token>; amount1: CurrencyAmount<Token> } {
  const { totalSupply, liquidity } = input
  const share = (reserve: bigint) => (totalSupply === 0n ? 0n : (liquidity * reserve) / totalSupply)
  return {
    amount0: CurrencyAmount.fromRawAmount(input.token0, share(input.reserve0).toString()),
    amount1: CurrencyAmount.fromRawAmount(input.token1, share(input.reserve1).toString()),
  }
}

/** The square root price a new pool starts at: the v2 pair's price (reserve1 / reserve0). */
export function v2SqrtPriceX96(reserve0: bigint, reserve1: bigint): bigint {
  return BigInt(encodeSqrtRatioX96(reserve1.toString(), reserve0.toString()).toString())
}

/** A pool that does not exist yet, modelled at the v2 price with no liquidity: what the migration creates. */
export function newPoolAtV2Price(
  token0: Token,
  token1: Token,
  fee: FeeAmount,
  reserve0: bigint,
  reserve1: bigint,
): Pool {
  const sqrt = encodeSqrtRatioX96(reserve1.toString(), reserve0.toString())
  return new Pool(token0, token1, fee, sqrt, 0, TickMath.getTickAtSqrtRatio(sqrt))
}

export interface MigrationAmounts {
  position: Position
  /** What the position manager takes from the burned amounts (rounded up, as the pool's mint does). */
  v3Amount0: CurrencyAmount<Token>
  v3Amount1: CurrencyAmount<Token>
  /** The rest of the burned amounts, sent back to the recipient. */
  refund0: CurrencyAmount<Token>
  refund1: CurrencyAmount<Token>
  /** The least the mint may take within the slippage; below it the migrate call reverts. */
  amount0Min: bigint
  amount1Min: bigint
}

/**
 * The v3 position the burned v2 amounts buy in a range, the amounts that go in, the refund of the rest
 * and the minimums at the slippage (the position's mint amounts at the slippage-shifted prices).
 */
export function migrationAmounts(input: {
  pool: Pool
  tickLower: number
  tickUpper: number
  amount0: CurrencyAmount<Token>
  amount1: CurrencyAmount<Token>
  slippage: Percent
}): MigrationAmounts {
  const position = Position.fromAmounts({
    pool: input.pool,
    tickLower: input.tickLower,
    tickUpper: input.tickUpper,
    amount0: input.amount0.quotient,
    amount1: input.amount1.quotient,
    // The position manager sizes liquidity with periphery's LiquidityAmounts, which the SDK's imprecise
    // formula mirrors rounding for rounding: the amounts shown are then the ones the mint takes.
    useFullPrecision: false,
  })
  const { amount0, amount1 } = position.mintAmounts
  const v3Amount0 = CurrencyAmount.fromRawAmount(input.pool.token0, amount0)
  const v3Amount1 = CurrencyAmount.fromRawAmount(input.pool.token1, amount1)
  const minimums = position.mintAmountsWithSlippage(input.slippage)
  return {
    position,
    v3Amount0,
    v3Amount1,
    refund0: input.amount0.subtract(v3Amount0),
    refund1: input.amount1.subtract(v3Amount1),
    amount0Min: BigInt(minimums.amount0.toString()),
    amount1Min: BigInt(minimums.amount1.toString()),
  }
}

/** The V3Migrator's migrate() argument (spec 3: Migration parameters). */
export interface MigrateParams {
  pair: Address
  liquidityToMigrate: bigint
  percentageToMigrate: number
  token0: Address
  token1: Address
  fee: number
  tickLower: number
  tickUpper: number
  amount0Min: bigint
  amount1Min: bigint
  recipient: Address
  deadline: bigint
  refundAsETH: boolean
}

/**
 * The migration parameters: all of the account's pool tokens, 100% of what they burn into the range, the
 * minimums at the slippage, and a refund as ETH when one side is the wrapped native token (the migrator
 * unwraps only WETH9; the other side is always paid as the token).
 */
export function migrationParams({
  liquidity,
  token0,
  token1,
  fee,
  wrappedNative,
  ...passed
}: Pick<
  MigrateParams,
  'pair' | 'tickLower' | 'tickUpper' | 'amount0Min' | 'amount1Min' | 'recipient' | 'deadline'
> & {
  liquidity: bigint
  token0: Token
  token1: Token
  fee: FeeAmount
  wrappedNative: Token
}): MigrateParams {
  return {
    ...passed,
    liquidityToMigrate: liquidity,
    percentageToMigrate: PERCENTAGE_TO_MIGRATE,
    token0: token0.address as Address,
    token1: token1.address as Address,
    fee,
    refundAsETH: token0.equals(wrappedNative) || token1.equals(wrappedNative),
  }
}

/** A permit of the pair token for the migrator, spent by its selfPermit. */
export interface MigratorPermit {
  value: bigint
  deadline: bigint
  v: number
  r: Hex
  s: Hex
}

/**
 * The migrator's multicall: selfPermit when signed, createAndInitializePoolIfNecessary when the pool does
 * not exist (at the v2 price), then migrate.
 */
export function migratorMulticall(input: {
  params: MigrateParams
  permit?: MigratorPermit
  createPoolSqrtPriceX96?: bigint
}): Hex {
  const { params, permit } = input
  const calls: Hex[] = []
  if (permit)
    calls.push(
      encodeFunctionData({
        abi: v3MigratorAbi,
        functionName: 'selfPermit',
        args: [params.pair, permit.value, permit.deadline, permit.v, permit.r, permit.s],
      }),
    )
  if (input.createPoolSqrtPriceX96 !== undefined)
    calls.push(
      encodeFunctionData({
        abi: v3MigratorAbi,
        functionName: 'createAndInitializePoolIfNecessary',
        args: [params.token0, params.token1, params.fee, input.createPoolSqrtPriceX96],
      }),
    )
  calls.push(encodeFunctionData({ abi: v3MigratorAbi, functionName: 'migrate', args: [params] }))
  return encodeFunctionData({ abi: v3MigratorAbi, functionName: 'multicall', args: [calls] })
}

/**
 * The migration transaction to the migrator: its multicall with the permit when there is one (the
 * migrator is not approved) and the pool's creation when it does not exist. What the form simulates
 * and Migrate sends, the same request.
 */
export function migrationTransactionRequest(input: {
  migrator: Address
  params: MigrateParams
  permit?: MigratorPermit
  createPoolSqrtPriceX96?: bigint
}): TransactionRequest {
  return {
    to: input.migrator,
    data: migratorMulticall({
      params: input.params,
      ...(input.permit ? { permit: input.permit } : {}),
      ...(input.createPoolSqrtPriceX96 === undefined
        ? {}
        : { createPoolSqrtPriceX96: input.createPoolSqrtPriceX96 }),
    }),
  }
}
