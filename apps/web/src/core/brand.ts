/**
 * The product's own name, wherever the interface names itself (not the protocol: "Uniswap V3" and
 * "Uniswap governance" name the contracts and their governance, which keep their names).
 */
export const PRODUCT_NAME = 'Exchange'
