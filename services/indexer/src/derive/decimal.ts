/**
 * BigDecimal strings as graph-node writes them: plain decimal notation, never an exponent, so that
 * a client's parseFloat or a decimal library reads them alike.
 */
export function decimalString(value: number): string {
  if (!Number.isFinite(value)) return '0'
  if (value === 0) return '0'
  const text = String(value)
  if (!/e/i.test(text)) return text
  const [mantissa = '0', exponentText = '0'] = text.toLowerCase().split('e')
  const exponent = Number(exponentText)
  const negative = mantissa.startsWith('-')
  const [whole = '0', fraction = ''] = mantissa.replace('-', '').split('.')
  const digits = whole + fraction
  const point = whole.length + exponent
  let result: string
  if (point <= 0) result = `0.${'0'.repeat(-point)}${digits}`
  else if (point >= digits.length) result = digits + '0'.repeat(point - digits.length)
  else result = `${digits.slice(0, point)}.${digits.slice(point)}`
  result = result.replace(/^0+(?=\d)/, '')
  if (result.includes('.')) result = result.replace(/\.?0+$/, '')
  return negative ? `-${result}` : result
}
