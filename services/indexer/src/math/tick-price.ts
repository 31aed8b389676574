/**
 * The subgraph's Tick.price0 is 1.0001^tickIdx and price1 its inverse, both BigDecimal: raw prices
 * (token1 per token0 in the smallest units), printed with graph-node's 34 significant digits.
 * Number arithmetic would lose digits well before that, so this works on scaled bigints.
 */

export const SIGNIFICANT_DIGITS = 34
/** Working precision: enough guard digits that ~40 truncating multiplications stay exact to 34. */
const WORKING_DIGITS = 60
const WORKING_SCALE = 10n ** BigInt(WORKING_DIGITS)

/** mantissa × 10^exponent, mantissa kept at most WORKING_DIGITS long. */
interface BigFloat {
  mantissa: bigint
  exponent: number
}

function normalize(value: BigFloat): BigFloat {
  const digits = value.mantissa.toString().length
  if (digits <= WORKING_DIGITS) return value
  const drop = digits - WORKING_DIGITS
  return { mantissa: value.mantissa / 10n ** BigInt(drop), exponent: value.exponent + drop }
}

function multiply(a: BigFloat, b: BigFloat): BigFloat {
  return normalize({ mantissa: a.mantissa * b.mantissa, exponent: a.exponent + b.exponent })
}

function power(base: BigFloat, exponent: number): BigFloat {
  let result: BigFloat = { mantissa: 1n, exponent: 0 }
  let square = base
  for (let n = exponent; n > 0; n >>= 1) {
    if (n & 1) result = multiply(result, square)
    square = multiply(square, square)
  }
  return result
}

function reciprocal(value: BigFloat): BigFloat {
  return normalize({
    mantissa: (WORKING_SCALE * WORKING_SCALE) / value.mantissa,
    exponent: -value.exponent - 2 * WORKING_DIGITS,
  })
}

/** Rounds half up to `significant` digits and prints a plain decimal without trailing zeros. */
export function formatBigFloat(value: BigFloat, significant = SIGNIFICANT_DIGITS): string {
  let { mantissa, exponent } = value
  if (mantissa === 0n) return '0'
  const digits = mantissa.toString().length
  if (digits > significant) {
    const drop = BigInt(digits - significant)
    const divisor = 10n ** drop
    const remainder = mantissa % divisor
    mantissa /= divisor
    if (remainder * 2n >= divisor) mantissa += 1n
    exponent += Number(drop)
  }
  // Strip trailing zeros of the mantissa into the exponent.
  while (mantissa % 10n === 0n) {
    mantissa /= 10n
    exponent += 1
  }
  const text = mantissa.toString()
  if (exponent >= 0) return text + '0'.repeat(exponent)
  const point = text.length + exponent
  if (point > 0) return `${text.slice(0, point)}.${text.slice(point)}`
  return `0.${'0'.repeat(-point)}${text}`
}

const ONE_BASIS_POINT_UP: BigFloat = { mantissa: 10001n, exponent: -4 }

/** price0 = 1.0001^tick and price1 = 1 / price0, as the subgraph's BigDecimal strings. */
export function tickPrices(tick: number): { price0: string; price1: string } {
  if (!Number.isSafeInteger(tick)) throw new RangeError(`tick must be an integer, got ${tick}`)
  const up = power(ONE_BASIS_POINT_UP, Math.abs(tick))
  const down = reciprocal(up)
  const [price0, price1] = tick >= 0 ? [up, down] : [down, up]
  return { price0: formatBigFloat(price0), price1: formatBigFloat(price1) }
}
