/**
 * Writes the token lists the app bundles (src/features/lists/bundled/*.json), so that the app has tokens
 * offline and before the first fetch. Run `npm run bundle-lists -w @exchange/web` after upgrading the
 * list packages; the output is committed and checked by bundled.test.ts.
 *
 * - The Uniswap and Optimism lists come from their published npm packages, filtered to the chains the app
 *   supports.
 * - The other default lists have no package: their bundled copies are snapshots made of tokens of the
 *   Uniswap list (verified addresses), chosen by what each list is about. The live list replaces the
 *   snapshot as soon as it loads.
 * - The broken-token and unsupported-token lists are the app's own.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import type { TokenInfo, TokenList } from '@uniswap/token-lists'

const require = createRequire(import.meta.url)
const OUT = join(import.meta.dirname, '../src/features/lists/bundled')
/** Mainnet, the retired testnets, Optimism (and its testnet), Arbitrum One (and its testnet). */
const APP_CHAINS = new Set([1, 3, 4, 5, 42, 10, 69, 42161, 421611])
const TIMESTAMP = '2026-11-23T00:00:00.000Z'

const uniswap = require('@uniswap/default-token-list') as TokenList
const optimismModule = require('@eth-optimism/tokenlist') as TokenList | { default: TokenList }
const optimism = 'default' in optimismModule ? optimismModule.default : optimismModule

function onAppChains(tokens: readonly TokenInfo[]): TokenInfo[] {
  return tokens.filter((token) => APP_CHAINS.has(token.chainId))
}

/** Keeps only the extensions the app reads (bridgeInfo), so that a snapshot stays small and valid. */
function slim(token: TokenInfo): TokenInfo {
  const { extensions, ...rest } = token
  const bridgeInfo = extensions?.bridgeInfo
  return bridgeInfo ? { ...rest, extensions: { bridgeInfo } } : rest
}

function snapshot(name: string, keywords: string[], tokens: TokenInfo[], logoURI?: string): TokenList {
  return {
    name,
    timestamp: TIMESTAMP,
    version: { major: 0, minor: 0, patch: 0 },
    keywords,
    ...(logoURI ? { logoURI } : {}),
    tokens,
  }
}

const mainnetBySymbol = (symbols: readonly string[]) =>
  uniswap.tokens.filter((token) => token.chainId === 1 && symbols.includes(token.symbol)).map(slim)

/** Tokens as seeded on the Arbitrum One replica, at their canonical (bridged) addresses. */
const ARBITRUM_BRIDGED: TokenInfo[] = [
  ['0x82aF49447D8a07e3bd95BD0d56f35241523fBab1', 'WETH', 'Wrapped Ether', 18],
  ['0xFF970A61A04b1cA14834A43f5dE4533eBDDB5CC8', 'USDC', 'USD Coin (Arb1)', 6],
  ['0xFd086bC7CD5C481DCC9C85ebE478A1C0b69FCbb9', 'USDT', 'Tether USD', 6],
  ['0xDA10009cBd5D07dd0CeCc66161FC93D7c9000da1', 'DAI', 'Dai Stablecoin', 18],
  ['0x2f2a2543B76A4166549F7aaB2e75Bef0aefC5B0f', 'WBTC', 'Wrapped BTC', 8],
  ['0xFa7F8980b0f1E64A2062791cc3b0871572f1F7f0', 'UNI', 'Uniswap', 18],
  ['0xf97f4df75117a78c1A5a0DBb814Af92458539FB4', 'LINK', 'ChainLink Token', 18],
].map(([address, symbol, name, decimals]) => ({
  chainId: 42161,
  address: address as string,
  symbol: symbol as string,
  name: name as string,
  decimals: decimals as number,
}))

function arbitrumBridgeList(): TokenList {
  const seen = new Set(ARBITRUM_BRIDGED.map((token) => token.address.toLowerCase()))
  const listed = uniswap.tokens
    .filter((token) => token.chainId === 42161 && !seen.has(token.address.toLowerCase()))
    .map(slim)
  return snapshot('Arb Whitelist Era', ['arbitrum', 'bridge'], [...ARBITRUM_BRIDGED, ...listed])
}

/** [chainId, address, symbol, name, decimals]: option and synthetic tokens the interface does not trade. */
const UNSUPPORTED: [number, string, string, string, number][] = [
  [1, '0xd36932143F6eBDEDD872D5Fb0651f4B72Fd15a84', 'mAAPL', 'Mirrored Apple', 18],
  [1, '0x0cae9e4d663793c2a2A0b211c1Cf4bBca2B9cAa7', 'MAMZN', 'Mirrored Amazon', 18],
  [1, '0x59A921Db27Dd6d4d974745B7FfC5c33932653442', 'MGOOGL', 'Mirrored Google', 18],
  [1, '0x21cA39943E91d704678F5D00b6616650F066fD63', 'MTSLA', 'Mirrored Tesla', 18],
  [1, '0x41BbEDd7286dAab5910a1f15d12CBda839852BD7', 'MMSFT', 'Mirrored Microsoft', 18],
  [1, '0x13B02c8dE71680e71F0820c996E4bE43c2F57d15', 'MQQQ', 'Mirrored Invesco QQQ', 18],
  [1, '0x56aA298a19C93c6801FDde870fA63EF75Cc0aF72', 'MBABA', 'Mirrored Alibaba', 18],
  [1, '0x31c63146a635EB7465e5853020b39713AC356991', 'MUSO', 'Mirrored US Oil', 18],
  [1, '0x7537AAe01f3B218DAE75e10d952473823F961B87', 'sAAPL', 'Synth Apple', 18],
  [1, '0x9CF7E61853ea30A41b02169391b393B901eac457', 'sAMZN', 'Synth Amazon', 18],
  [1, '0xfE18be6b3Bd88A2D2A7f928d00292E7a9963CfC6', 'sBTC', 'Synth Bitcoin', 18],
  [1, '0xD6014EA05BDe904448B743833dDF07c3C7837481', 'iBTC', 'Synth Inverse Bitcoin', 18],
  [1, '0xA9859874e1743A32409f75bB11549892138BBA1E', 'iETH', 'Synth Inverse Ether', 18],
  [1, '0x2d7aC061fc3db53c39fe1607fB8cec1B2C162B01', 'iLINK', 'Synth Inverse Chainlink', 18],
  [1, '0xc6b11850241c5127eab73af4b6c68bc267cbbff4', 'oWETH-360P-12/25/20', 'oWETHp Put 360 DEC2520', 7],
  [1, '0x452b421be5b30f0c6ad8c3f03c06bdaab4f5c56c', 'oYFI-25000P-10/02/20', 'oYFIp Put 25000 OCT0220', 7],
  [1, '0xf9aba2e43fb19184408ea3b572a0fd672946f87b', 'oETH-500C-10/30/20', 'ETHc Call 500 OCT3020', 6],
  [1, '0x98cc3bd6af1880fcfda17ac477b2f612980e5e33', 'ocDai', 'Opyn cDai Insurance', 8],
  [1, '0x8ED9f862363fFdFD3a07546e618214b6D59F03d4', 'ocUSDC', 'Opyn cUSDC Insurance', 8],
  [
    1,
    '0xfA5e27893aee4805283D86e4283Da64F8c72dd56',
    'apeUSD-UMA-DEC21',
    'apeUSD-UMA Synthetic USD (Dec 2021)',
    18,
  ],
  [
    1,
    '0xa6B9d7E3d76cF23549293Fb22c488E0Ea591A44e',
    'uGAS-JUN21',
    'uGAS-JUN21 Token Expiring 30 Jun 2021',
    18,
  ],
  [
    1,
    '0x4e83b6287588a96321b2661c5e041845ff7814af',
    'ALTDOM-MAR2021',
    'Altcoin Dominance Token 31 March 2021',
    18,
  ],
  [10, '0xE405de8F52ba7559f9df3C368500B6E6ae6Cee49', 'sETH', 'Synth Ether', 18],
  [10, '0x298B9B95708152ff6968aafd889c6586e9169f1D', 'sBTC', 'Synth Bitcoin', 18],
  [10, '0xc5Db22719A06418028A40A9B5E9A7c02959D0d08', 'sLINK', 'Synth Link', 18],
]

/** The published list's own fields, with its tokens on the app's chains. */
function published(list: TokenList): TokenList {
  const { name, timestamp, version, keywords, logoURI, tags } = list
  return {
    name,
    timestamp,
    version,
    ...(keywords ? { keywords } : {}),
    ...(logoURI ? { logoURI } : {}),
    ...(tags ? { tags } : {}),
    tokens: onAppChains(list.tokens).map(slim),
  }
}

const lists: Record<string, TokenList> = {
  uniswap: published(uniswap),
  optimism: published(optimism),
  arbitrum: arbitrumBridgeList(),
  compound: snapshot(
    'Compound',
    ['compound'],
    mainnetBySymbol([
      'COMP',
      'DAI',
      'USDC',
      'USDT',
      'WBTC',
      'UNI',
      'LINK',
      'BAT',
      'ZRX',
      'REP',
      'TUSD',
      'AAVE',
      'MKR',
      'SUSHI',
      'YFI',
    ]),
  ),
  aave: snapshot(
    'Aave Token List',
    ['aave'],
    mainnetBySymbol([
      'AAVE',
      'DAI',
      'USDC',
      'USDT',
      'WBTC',
      'WETH',
      'LINK',
      'UNI',
      'MKR',
      'SNX',
      'YFI',
      'CRV',
      'BAL',
      'ENJ',
      'KNC',
      'MANA',
      'REN',
      'TUSD',
      'GUSD',
      'BAT',
      'ZRX',
    ]),
  ),
  coinmarketcap: snapshot(
    'CoinMarketCap',
    ['coinmarketcap'],
    onAppChains(uniswap.tokens)
      .filter((token) => token.chainId === 1)
      .map(slim),
  ),
  coingecko: snapshot(
    'CoinGecko',
    ['coingecko'],
    onAppChains(uniswap.tokens)
      .filter((token) => token.chainId === 1)
      .map(slim),
  ),
  kleros: snapshot(
    'Kleros T2CR',
    ['kleros', 't2cr'],
    mainnetBySymbol([
      'PNK',
      'DAI',
      'USDC',
      'USDT',
      'WBTC',
      'UNI',
      'LINK',
      'MKR',
      'BAT',
      'ZRX',
      'REP',
      'KNC',
      'SNX',
    ]),
  ),
  gemini: snapshot(
    'Gemini Token List',
    ['gemini'],
    mainnetBySymbol([
      'GUSD',
      'AAVE',
      'BAT',
      'COMP',
      'CRV',
      'DAI',
      'LINK',
      'MKR',
      'SNX',
      'UNI',
      'USDC',
      'WBTC',
      'YFI',
      'ZRX',
      'ENJ',
      'MANA',
      'SUSHI',
      'GRT',
      '1INCH',
      'BAL',
      'BNT',
      'KNC',
      'LRC',
      'OXT',
      'REN',
      'STORJ',
      'UMA',
      'PAXG',
      'SKL',
      'AMP',
      'FTM',
      'MATIC',
      'ANKR',
      'SAND',
      'AXS',
      'SHIB',
      'LPT',
      'MASK',
      'QNT',
      'RAD',
      'API3',
      'ENS',
      'APE',
      'CHZ',
      'LDO',
      'RNDR',
    ]),
  ),
  tokensoft: snapshot(
    'Wrapped Tokens',
    ['tokensoft', 'wrapped'],
    mainnetBySymbol(['WBTC', 'WETH', 'renBTC', 'PAXG']),
  ),
  setprotocol: snapshot(
    'Set Protocol',
    ['set', 'index'],
    mainnetBySymbol(['DPI', 'MVI', 'BED', 'DATA', 'GMI', 'FLI']),
  ),
  roll: snapshot(
    'Roll Social Money',
    ['roll', 'social'],
    mainnetBySymbol(['WHALE', 'RARE', 'FWB', 'MEME', 'KARMA']),
  ),
  sec: snapshot(
    'BA SEC Notice List',
    ['security', 'notice'],
    mainnetBySymbol(['AMP', 'RLY', 'DDX', 'XYO', 'RGT', 'LCX', 'POWR', 'DFX', 'KROM']),
  ),
  broken: {
    name: 'Broken Token List',
    timestamp: TIMESTAMP,
    version: { major: 1, minor: 0, patch: 0 },
    keywords: ['broken'],
    tokens: [
      {
        chainId: 1,
        address: '0x4bf5dc91E2555449293D7824028Eb8Fe5879B689',
        symbol: 'UniH',
        name: 'UNI HODL',
        decimals: 18,
      },
    ],
  },
  unsupported: {
    name: 'Unsupported Tokens',
    timestamp: TIMESTAMP,
    version: { major: 1, minor: 0, patch: 0 },
    keywords: ['unsupported'],
    tokens: UNSUPPORTED.map(([chainId, address, symbol, name, decimals]) => ({
      chainId,
      address,
      symbol,
      name,
      decimals,
    })),
  },
}

mkdirSync(OUT, { recursive: true })
for (const [key, list] of Object.entries(lists)) {
  writeFileSync(join(OUT, `${key}.json`), `${JSON.stringify(list)}\n`)
  console.log(`${key}: ${list.tokens.length} tokens`)
}
