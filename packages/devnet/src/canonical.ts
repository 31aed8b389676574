import type { Address } from 'viem'

/**
 * Where every contract of the replica lives: the addresses of the real deployments on Ethereum
 * mainnet, Optimism and Arbitrum One, so that the app's address book, the Uniswap SDKs' constants and real
 * token lists work unchanged against the devnet. Written out literally (not read from the SDKs) so
 * that a test can compare the two.
 */
export const MAINNET = 1
export const OPTIMISM = 10
export const ARBITRUM_ONE = 42161
export type DevnetChainId = typeof MAINNET | typeof OPTIMISM | typeof ARBITRUM_ONE
export const DEVNET_CHAIN_IDS: readonly DevnetChainId[] = [MAINNET, OPTIMISM, ARBITRUM_ONE]

export interface CoreContracts {
  WETH9: Address
  UniswapV3Factory: Address
  NFTDescriptor: Address
  NonfungibleTokenPositionDescriptor: Address
  NonfungiblePositionManager: Address
  SwapRouter02: Address
  QuoterV2: Address
  Quoter: Address
  TickLens: Address
  UniswapInterfaceMulticall: Address
  V3Migrator: Address
  Multicall3: Address
}

export interface MainnetOnlyContracts {
  UniswapV2Factory: Address
  UniswapV2Router02: Address
  UNI: Address
  Timelock: Address
  GovernorBravo: Address
  MerkleDistributor: Address
  ENSRegistry: Address
  PublicResolver: Address
  ReverseRegistrar: Address
  /** Chainlink's "Fast Gas / Gwei" aggregator (fast-gas-gwei.data.eth): `latestAnswer` is a gas price in wei. */
  FastGasOracle: Address
}

const sharedV3 = {
  UniswapV3Factory: '0x1F98431c8aD98523631AE4a59f267346ea31F984',
  NFTDescriptor: '0x42B24A95702b9986e82d421cC3568932790A48Ec',
  NonfungibleTokenPositionDescriptor: '0x91ae842A5Ffd8d12023116943e72A606179294f3',
  NonfungiblePositionManager: '0xC36442b4a4522E871399CD717aBDD847Ab11FE88',
  SwapRouter02: '0x68b3465833fb72A70ecDF485E0e4C7bD8665Fc45',
  QuoterV2: '0x61fFE014bA17989E743c5F6cB21bF9697530B21e',
  Quoter: '0xb27308f9F90D607463bb33eA1BeBb41C27CE5AB6',
  TickLens: '0xbfd8137f7d1516D3ea5cA83523914859ec47F573',
  V3Migrator: '0xA5644E29708357803b5A882D272c41cC0dF92B34',
  Multicall3: '0xcA11bde05977b3631167028862bE2a173976CA11',
} as const satisfies Omit<CoreContracts, 'WETH9' | 'UniswapInterfaceMulticall'>

/** The fast gas price the replica's oracle (FastGasOracle) answers, in wei: 25 gwei. */
export const FAST_GAS_PRICE_WEI = 25_000_000_000n

export const MAINNET_CONTRACTS: CoreContracts & MainnetOnlyContracts = {
  ...sharedV3,
  WETH9: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
  UniswapInterfaceMulticall: '0x1F98415757620B543A52E61c46B32eB19261F984',
  UniswapV2Factory: '0x5C69bEe701ef814a2B6a3EDD4B1652CB9cc5aA6f',
  UniswapV2Router02: '0x7a250d5630B4cF539739dF2C5dAcb4c659F2488D',
  UNI: '0x1f9840a85d5aF5bf1D1762F925BDADdC4201F984',
  Timelock: '0x1a9C8182C09F50C8318d769245beA52c32BE35BC',
  GovernorBravo: '0x408ED6354d4973f66138C91495F2f2FCbd8724C3',
  MerkleDistributor: '0x090D4613473dEE047c3f2706764f49E0821D256e',
  FastGasOracle: '0x169E633A2D1E6c10dD91238Ba11c4A708dfEF37C',
  ENSRegistry: '0x00000000000C2E074eC69A0dFb2997BA6C7d2e1e',
  PublicResolver: '0x4976fb03C32e5B8cfe2b6cCB31c09Ba78EBaBa41',
  ReverseRegistrar: '0x084b1c3C81545d370f3634392De611CaaBFf8148',
}

export const ARBITRUM_CONTRACTS: CoreContracts = {
  ...sharedV3,
  WETH9: '0x82aF49447D8a07e3bd95BD0d56f35241523fBab1',
  UniswapInterfaceMulticall: '0xadF885960B47eA2CD9B55E6DAc6B42b7Cb2806dB',
}

/**
 * Optimism: the v3 contracts share mainnet's addresses (the same deployer and nonces), and so does the
 * interface multicall; WETH is the OVM predeploy, a WETH9.
 */
export const OPTIMISM_CONTRACTS: CoreContracts = {
  ...sharedV3,
  WETH9: '0x4200000000000000000000000000000000000006',
  UniswapInterfaceMulticall: '0x1F98415757620B543A52E61c46B32eB19261F984',
}

/** The liquidity-mining contracts of the reference interface, keyed by their v2 pair. */
export const STAKING_REWARDS = {
  'WETH-USDT': '0x6C3e4cb2E96B01F4b866965A91ed4437839A121a',
  'WETH-USDC': '0x7FBa4B8Dc5E7616e59622806932DBea72537A56b',
  'WETH-DAI': '0xa1484C3aa22a66C62b77E0AE78E15258bd0cB711',
  'WETH-WBTC': '0xCA35e32e7926b96A9988f61d510E038108d8068e',
} as const satisfies Record<string, Address>

export type TokenKind = 'weth' | 'plain' | 'permit' | 'dai' | 'fee-on-transfer' | 'honeypot' | 'uni'

export interface TokenSpec {
  symbol: string
  name: string
  decimals: number
  address: Address
  kind: TokenKind
  /** EIP-712 version of an EIP-2612 permit token. */
  permitVersion?: string
  /** Fee in parts per million, for a fee-on-transfer token. */
  feeParts?: number
}

export const MAINNET_TOKENS = {
  WETH: {
    symbol: 'WETH',
    name: 'Wrapped Ether',
    decimals: 18,
    address: MAINNET_CONTRACTS.WETH9,
    kind: 'weth',
  },
  USDC: {
    symbol: 'USDC',
    name: 'USD Coin',
    decimals: 6,
    address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
    kind: 'permit',
    permitVersion: '2',
  },
  USDT: {
    symbol: 'USDT',
    name: 'Tether USD',
    decimals: 6,
    address: '0xdAC17F958D2ee523a2206206994597C13D831ec7',
    kind: 'plain',
  },
  DAI: {
    symbol: 'DAI',
    name: 'Dai Stablecoin',
    decimals: 18,
    address: '0x6B175474E89094C44Da98b954EedeAC495271d0F',
    kind: 'dai',
  },
  WBTC: {
    symbol: 'WBTC',
    name: 'Wrapped BTC',
    decimals: 8,
    address: '0x2260FAC5E5542a773Aa44fBCfeDf7C193bc2C599',
    kind: 'plain',
  },
  UNI: { symbol: 'UNI', name: 'Uniswap', decimals: 18, address: MAINNET_CONTRACTS.UNI, kind: 'uni' },
  LINK: {
    symbol: 'LINK',
    name: 'ChainLink Token',
    decimals: 18,
    address: '0x514910771AF9Ca656af840dff83E8264EcF986CA',
    kind: 'plain',
  },
  /** Paxos Gold charges 0.02% on every transfer: the replica's fee-on-transfer token. */
  PAXG: {
    symbol: 'PAXG',
    name: 'Paxos Gold',
    decimals: 18,
    address: '0x45804880De22913dAFE09f4980848ECE6EcbAf78',
    kind: 'fee-on-transfer',
    feeParts: 200,
  },
  /** A synthetic stock token of the kind the unsupported-tokens list names (Mirrored Apple). */
  mAAPL: {
    symbol: 'mAAPL',
    name: 'Wrapped Mirror AAPL Token',
    decimals: 18,
    address: '0xd36932143F6eBDEDD872D5Fb0651f4B72Fd15a84',
    kind: 'plain',
  },
} as const satisfies Record<string, TokenSpec>

/**
 * Tokens of the mainnet replica that no default list names, each with a v2 pair with WETH: what a user
 * meets by pasting an address from a chat. The app's token-safety simulation must flag both.
 */
export const UNSAFE_TOKENS = {
  /** Can be bought; sells revert for everyone but its owner. */
  honeypot: {
    symbol: 'HONEY',
    name: 'Honey Money',
    decimals: 18,
    address: '0x4E0e4E0E4e0E4e0E4e0e4e0E4e0e4E0E4E0E4E01',
    kind: 'honeypot',
  },
  /** Takes 5% of every transfer, on buy and on sell. */
  transferTax: {
    symbol: 'TAX5',
    name: 'Five Percent Tax',
    decimals: 18,
    address: '0x7A57A57A57A57a57A57A57a57A57a57A57A57A05',
    kind: 'fee-on-transfer',
    feeParts: 50_000,
  },
} as const satisfies Record<string, TokenSpec>

export const ARBITRUM_TOKENS = {
  WETH: {
    symbol: 'WETH',
    name: 'Wrapped Ether',
    decimals: 18,
    address: ARBITRUM_CONTRACTS.WETH9,
    kind: 'weth',
  },
  /** Circle's native USDC (FiatToken v2.2: EIP-2612 permit in the domain 'USD Coin', version 2). */
  USDC: {
    symbol: 'USDC',
    name: 'USD Coin',
    decimals: 6,
    address: '0xaf88d065e77c8cC2239327C5EDb3A432268e5831',
    kind: 'permit',
    permitVersion: '2',
  },
  /**
   * USDC bridged from Ethereum, 'USDC.e' on the real network since native USDC arrived. Its name stays
   * 'USD Coin (Arb1)': the replica's permit token signs in the domain of its name, and the real token's
   * permit domain kept that name when its metadata was renamed to 'Bridged USDC'.
   */
  'USDC.e': {
    symbol: 'USDC.e',
    name: 'USD Coin (Arb1)',
    decimals: 6,
    address: '0xFF970A61A04b1cA14834A43f5dE4533eBDDB5CC8',
    kind: 'permit',
    permitVersion: '1',
  },
  USDT: {
    symbol: 'USDT',
    name: 'Tether USD',
    decimals: 6,
    address: '0xFd086bC7CD5C481DCC9C85ebE478A1C0b69FCbb9',
    kind: 'permit',
    permitVersion: '1',
  },
  DAI: {
    symbol: 'DAI',
    name: 'Dai Stablecoin',
    decimals: 18,
    address: '0xDA10009cBd5D07dd0CeCc66161FC93D7c9000da1',
    kind: 'permit',
    permitVersion: '1',
  },
  WBTC: {
    symbol: 'WBTC',
    name: 'Wrapped BTC',
    decimals: 8,
    address: '0x2f2a2543B76A4166549F7aaB2e75Bef0aefC5B0f',
    kind: 'permit',
    permitVersion: '1',
  },
  UNI: {
    symbol: 'UNI',
    name: 'Uniswap',
    decimals: 18,
    address: '0xFa7F8980b0f1E64A2062791cc3b0871572f1F7f0',
    kind: 'permit',
    permitVersion: '1',
  },
  LINK: {
    symbol: 'LINK',
    name: 'ChainLink Token',
    decimals: 18,
    address: '0xf97f4df75117a78c1A5a0DBb814Af92458539FB4',
    kind: 'permit',
    permitVersion: '1',
  },
} as const satisfies Record<string, TokenSpec>

/**
 * Optimism's tokens at their addresses on Optimism. USDC is the bridged USD Coin of the network's
 * first years (sdk-core's USDC_OPTIMISM; listed as USDC.e today), USDT and WBTC are the standard bridge's
 * plain ERC-20s, DAI is Maker's L2 Dai (EIP-2612 permit, version "2"), OP the governance token
 * (EIP-2612 permit, version "1") at its predeploy address.
 */
export const OPTIMISM_TOKENS = {
  WETH: {
    symbol: 'WETH',
    name: 'Wrapped Ether',
    decimals: 18,
    address: OPTIMISM_CONTRACTS.WETH9,
    kind: 'weth',
  },
  USDC: {
    symbol: 'USDC',
    name: 'USD Coin',
    decimals: 6,
    address: '0x7F5c764cBc14f9669B88837ca1490cCa17c31607',
    kind: 'plain',
  },
  USDT: {
    symbol: 'USDT',
    name: 'Tether USD',
    decimals: 6,
    address: '0x94b008aA00579c1307B0EF2c499aD98a8ce58e58',
    kind: 'plain',
  },
  DAI: {
    symbol: 'DAI',
    name: 'Dai Stablecoin',
    decimals: 18,
    address: '0xDA10009cBd5D07dd0CeCc66161FC93D7c9000da1',
    kind: 'permit',
    permitVersion: '2',
  },
  WBTC: {
    symbol: 'WBTC',
    name: 'Wrapped BTC',
    decimals: 8,
    address: '0x68f180fcCe6836688e9084f035309E29Bf0A2095',
    kind: 'plain',
  },
  OP: {
    symbol: 'OP',
    name: 'Optimism',
    decimals: 18,
    address: '0x4200000000000000000000000000000000000042',
    kind: 'permit',
    permitVersion: '1',
  },
} as const satisfies Record<string, TokenSpec>

export type MainnetTokenSymbol = keyof typeof MAINNET_TOKENS
export type ArbitrumTokenSymbol = keyof typeof ARBITRUM_TOKENS
export type OptimismTokenSymbol = keyof typeof OPTIMISM_TOKENS

/**
 * SushiSwap's v2 factory on mainnet. The replica places a fork at this address whose pairs run the
 * v2-core pair code (no registry package ships Sushi's compiled pair, whose creation code hashes to
 * Sushi's init code hash), so its pairs sit where Uniswap's init code hash puts them from this factory.
 */
export const SUSHI_V2_FACTORY: Address = '0xC0AEe478e3658e2610c5F7A4A2E1777cE9e4f2Ac'
