import { ChainId, computeZksyncCreate2Address, type Token } from '@uniswap/sdk-core'
import { type Address, encodeAbiParameters, getContractAddress, type Hex, keccak256 } from 'viem'

/** The v3 pool's init code hash (the v3 SDK's poolInitCodeHash), on zkSync and everywhere else. */
const POOL_INIT_CODE_HASH = '0xe34f199b19b2b4f47f68442619d555527d244f78a3297ea89325f843f87b8b54'
const ZKSYNC_POOL_INIT_CODE_HASH = '0x010013f177ea1fcbc4520f9a3ca7cd2d1d77959e05aa66484027cb38e712aeed'

const known = new Map<string, string>()
/** Addresses kept; a bound only against a page left open for weeks of quotes. */
const KEPT = 10_000

/**
 * The v3 SDK's computePoolAddress with viem, remembered: the router SDK's Trade asks every pool's address
 * on each quote (to find repeated pools), and the SDK's own runs ethers' ABI coder and js-sha3 each time.
 */
export function computePoolAddress({
  factoryAddress,
  tokenA,
  tokenB,
  fee,
  initCodeHashManualOverride,
  chainId,
}: {
  factoryAddress: string
  tokenA: Token
  tokenB: Token
  fee: number
  initCodeHashManualOverride?: string
  chainId?: ChainId
}): string {
  const [token0, token1] = tokenA.sortsBefore(tokenB) ? [tokenA, tokenB] : [tokenB, tokenA]
  const initCodeHash =
    initCodeHashManualOverride ??
    (chainId === ChainId.ZKSYNC ? ZKSYNC_POOL_INIT_CODE_HASH : POOL_INIT_CODE_HASH)
  const key = `${factoryAddress}|${token0.address}|${token1.address}|${fee}|${initCodeHash}|${chainId ?? ''}`
  const cached = known.get(key)
  if (cached) return cached
  const salt = keccak256(
    encodeAbiParameters(
      [{ type: 'address' }, { type: 'address' }, { type: 'uint24' }],
      [token0.address as Address, token1.address as Address, fee],
    ),
  )
  const address =
    chainId === ChainId.ZKSYNC
      ? computeZksyncCreate2Address(factoryAddress, initCodeHash, salt)
      : getContractAddress({
          opcode: 'CREATE2',
          from: factoryAddress as Address,
          salt,
          bytecodeHash: initCodeHash as Hex,
        })
  if (known.size >= KEPT) known.clear()
  known.set(key, address)
  return address
}
