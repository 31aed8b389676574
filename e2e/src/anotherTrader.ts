import { DEV_ACCOUNTS, devnetClient, MAINNET_TOKENS } from '@exchange/devnet'
import { type Address, type Hex, parseEther } from 'viem'
import { useStack } from './context.ts'

/**
 * Another trader (account 6) sells `eth` ETH for USDC on chain 1 along the best route the quote API
 * finds, so the pools a quote for the same pair uses move; resolves once the trade is mined.
 */
export async function anotherTraderSells(eth: string): Promise<void> {
  const { quoteApiUrl, chains } = useStack()
  const trader = DEV_ACCOUNTS[6]!
  const query = new URLSearchParams({
    tokenInAddress: 'ETH',
    tokenInChainId: '1',
    tokenOutAddress: MAINNET_TOKENS.USDC.address,
    tokenOutChainId: '1',
    amount: parseEther(eth).toString(),
    type: 'exactIn',
    recipient: trader.address,
    slippageTolerance: '50',
    deadline: '600',
  })
  const response = await fetch(`${quoteApiUrl}/v1/quote?${query}`)
  const { methodParameters } = (await response.json()) as {
    methodParameters: { calldata: Hex; value: Hex; to: Address }
  }
  const client = devnetClient(1, chains[1])
  const hash = await client.sendTransaction({
    account: trader,
    to: methodParameters.to,
    data: methodParameters.calldata,
    value: BigInt(methodParameters.value),
  })
  const receipt = await client.waitForTransactionReceipt({ hash })
  if (receipt.status !== 'success') throw new Error('The other trade failed')
}
