/** Quote API answers for tests (`@exchange/quote-format/fixtures`), of the form clients read. */

const token = (address: string, symbol: string, decimals: string) => ({
  address,
  chainId: 1,
  symbol,
  decimals,
})
const WETH = token('0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2', 'WETH', '18')
export const USDC = token('0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', 'USDC', '6')

/** An answer as the quote API sends it: one v3 hop and one v2 hop. */
export const validAnswer = () => ({
  quoteId: 'q1',
  blockNumber: '100',
  amount: '1000000000000000000',
  quote: '3000000000',
  quoteGasAdjusted: '2990000000',
  gasUseEstimate: '130000',
  gasUseEstimateUSD: '9.75',
  gasPriceWei: '25000000000',
  route: [
    [
      {
        type: 'v3-pool',
        address: '0x88e6A0c2dDD26FEEb64F039a2c41296FcB3f5640',
        tokenIn: WETH,
        tokenOut: USDC,
        fee: '500',
        sqrtRatioX96: '1452192572645049566432273350691572',
        liquidity: '12345678901234567890',
        tickCurrent: '-195000',
        amountIn: '600000000000000000',
        amountOut: '1800000000',
      },
    ],
    [
      {
        type: 'v2-pool',
        address: '0xB4e16d0168e52d35CaCD2c6185b44281Ec28C9Dc',
        tokenIn: WETH,
        tokenOut: USDC,
        reserve0: { token: USDC, quotient: '30000000000000' },
        reserve1: { token: WETH, quotient: '10000000000000000000000' },
        amountIn: '400000000000000000',
        amountOut: '1200000000',
      },
    ],
  ],
  routeString: '[V3] 60.00% = WETH -- 0.05% --> USDC, [V2] 40.00% = WETH --> USDC',
  // Fields the app does not read are dropped, not refused.
  priceImpact: '0.0100',
})
