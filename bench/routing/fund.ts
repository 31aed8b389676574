import {
  ARBITRUM_ONE,
  type devAccount,
  type devnetClient,
  MAINNET,
  MAINNET_CONTRACTS,
  OPTIMISM,
} from '@exchange/devnet'
import type { Address } from '@exchange/router'
import { erc20Abi, type Hex, maxUint256, parseAbi, parseUnits } from 'viem'
import { type Chain, SWAP_ROUTER_02, TOKENS } from './trades.ts'

export const ownerAbi = parseAbi([
  'function owner() view returns (address)',
  'function mint(address to, uint256 amount)',
])
export const wethAbi = parseAbi(['function deposit() payable'])

/** Fund the trader on the three chains: ETH, WETH, and every token by its owner's mint (UNI by a holder). */
export async function fundTrader(
  clients: Record<Chain, ReturnType<typeof devnetClient>>,
  trader: ReturnType<typeof devAccount>,
) {
  for (const chain of [MAINNET, OPTIMISM, ARBITRUM_ONE] as const) {
    const client = clients[chain]
    await client.setBalance({ address: trader.address, value: 10n ** 30n })
    const send = async (hash: Hex) => {
      const receipt = await client.waitForTransactionReceipt({ hash })
      if (receipt.status !== 'success') throw new Error('funding failed')
    }
    await send(
      await client.writeContract({
        account: trader,
        chain: client.chain,
        address: TOKENS[chain].WETH!.address,
        abi: wethAbi,
        functionName: 'deposit',
        value: 50_000n * 10n ** 18n,
      }),
    )
    for (const [symbol, token] of Object.entries(TOKENS[chain])) {
      if (symbol === 'WETH' || symbol === 'mAAPL') continue
      const amount = parseUnits(symbol === 'WBTC' ? '5000' : '100000000', token.decimals)
      let from: Address
      try {
        from = await client.readContract({ address: token.address, abi: ownerAbi, functionName: 'owner' })
      } catch {
        from = MAINNET_CONTRACTS.MerkleDistributor
      }
      await client.impersonateAccount({ address: from })
      await client.setBalance({ address: from, value: 10n ** 20n })
      try {
        await send(
          await client.writeContract({
            account: from,
            chain: client.chain,
            address: token.address,
            abi: ownerAbi,
            functionName: 'mint',
            args: [trader.address, amount],
          }),
        )
      } catch {
        // UNI has no owner mint: a holder (the airdrop distributor) sends some instead.
        const balance = await client.readContract({
          address: token.address,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [from],
        })
        await send(
          await client.writeContract({
            account: from,
            chain: client.chain,
            address: token.address,
            abi: erc20Abi,
            functionName: 'transfer',
            args: [trader.address, balance / 2n],
          }),
        )
      }
      await client.stopImpersonatingAccount({ address: from })
    }
    for (const token of Object.values(TOKENS[chain])) {
      await send(
        await client.writeContract({
          account: trader,
          chain: client.chain,
          address: token.address,
          abi: erc20Abi,
          functionName: 'approve',
          args: [SWAP_ROUTER_02, maxUint256],
        }),
      )
    }
  }
}
