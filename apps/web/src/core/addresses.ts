import type { Address } from 'viem'

/**
 * The contracts the app talks to, by the names the devnet's address book uses
 * (`packages/devnet/address-book/<chainId>.json`, which places each at its canonical address).
 */
export type ContractName =
  | 'UniswapV3Factory'
  | 'NonfungiblePositionManager'
  | 'SwapRouter02'
  | 'QuoterV2'
  | 'TickLens'
  | 'UniswapInterfaceMulticall'
  | 'V3Migrator'
  | 'UniswapV2Factory'
  | 'UniswapV2Router02'
  | 'UNI'
  | 'Timelock'
  | 'GovernorBravo'
  | 'MerkleDistributor'
  | 'ENSRegistry'
  | 'SushiV2Factory'
  | 'FastGasOracle'

type AddressBook = Readonly<Record<number, Readonly<Partial<Record<ContractName, Address>>>>>

/** The v3 deployment shares its addresses on mainnet, Optimism and Arbitrum One (CREATE from one deployer). */
const V3 = {
  UniswapV3Factory: '0x1F98431c8aD98523631AE4a59f267346ea31F984',
  NonfungiblePositionManager: '0xC36442b4a4522E871399CD717aBDD847Ab11FE88',
  SwapRouter02: '0x68b3465833fb72A70ecDF485E0e4C7bD8665Fc45',
  QuoterV2: '0x61fFE014bA17989E743c5F6cB21bF9697530B21e',
  TickLens: '0xbfd8137f7d1516D3ea5cA83523914859ec47F573',
  V3Migrator: '0xA5644E29708357803b5A882D272c41cC0dF92B34',
} as const satisfies Partial<Record<ContractName, Address>>

/** Every contract address of the app, per chain id. Layer-1-only contracts (v2, governance, the airdrop) exist on chain 1 only. */
const ADDRESS_BOOK: AddressBook = {
  1: {
    ...V3,
    UniswapInterfaceMulticall: '0x1F98415757620B543A52E61c46B32eB19261F984',
    UniswapV2Factory: '0x5C69bEe701ef814a2B6a3EDD4B1652CB9cc5aA6f',
    UniswapV2Router02: '0x7a250d5630B4cF539739dF2C5dAcb4c659F2488D',
    UNI: '0x1f9840a85d5aF5bf1D1762F925BDADdC4201F984',
    Timelock: '0x1a9C8182C09F50C8318d769245beA52c32BE35BC',
    GovernorBravo: '0x408ED6354d4973f66138C91495F2f2FCbd8724C3',
    MerkleDistributor: '0x090D4613473dEE047c3f2706764f49E0821D256e',
    ENSRegistry: '0x00000000000C2E074eC69A0dFb2997BA6C7d2e1e',
    SushiV2Factory: '0xC0AEe478e3658e2610c5F7A4A2E1777cE9e4f2Ac',
    // Chainlink's "Fast Gas / Gwei" feed (fast-gas-gwei.data.eth): latestAnswer is a gas price in wei.
    FastGasOracle: '0x169E633A2D1E6c10dD91238Ba11c4A708dfEF37C',
  },
  10: { ...V3, UniswapInterfaceMulticall: '0x1F98415757620B543A52E61c46B32eB19261F984' },
  42161: { ...V3, UniswapInterfaceMulticall: '0xadF885960B47eA2CD9B55E6DAc6B42b7Cb2806dB' },
}

/** The address of `name` on `chainId`; undefined where the contract is not deployed (v2 on a layer 2, say). */
export function contractAddress(chainId: number, name: ContractName): Address | undefined {
  return ADDRESS_BOOK[chainId]?.[name]
}

/** The chains that have any address in the book. */
export const ADDRESS_BOOK_CHAIN_IDS: readonly number[] = Object.keys(ADDRESS_BOOK).map(Number)
