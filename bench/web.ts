import { rpc } from '@exchange/devnet'
import { launchBrowser, newPage } from '../e2e/src/browser.ts'
import { INITIAL_JS_BUDGET_BYTES, initialJavaScript } from '../e2e/src/metrics.ts'
import { startStack } from '../e2e/src/stack.ts'
import { TestWallet } from '../e2e/src/wallet.ts'
import { measure } from './measures.ts'

/** Issue budget for the app shell. */
export const RPC_REQUESTS_PER_BLOCK_BUDGET = 2

/**
 * The web section: the gzip size of every script /swap loads before it is interactive, against
 * the 300 KB budget; and, with a connected wallet idling on /swap, the JSON-RPC HTTP requests to
 * the chain per new block over 20 blocks (mined every BENCH_BLOCK_MS, 12 s like mainnet by default).
 */
export async function benchWeb() {
  const stack = await startStack()
  const browser = await launchBrowser()
  try {
    const { bytes: initial, files } = await initialJavaScript(await newPage(browser), `${stack.webUrl}/swap`)
    measure({
      name: 'web: initial JavaScript for /swap (gzip)',
      value: initial,
      unit: 'bytes',
      budget: { atMost: INITIAL_JS_BUDGET_BYTES },
    })
    console.log('web: initial JavaScript for /swap (gzip)')
    console.log(`  measured                        ${(initial / 1024).toFixed(1)} KB in ${files} files`)
    console.log(`  budget                          ${(INITIAL_JS_BUDGET_BYTES / 1024).toFixed(0)} KB`)
    console.log(
      `  ratio                           ${(initial / INITIAL_JS_BUDGET_BYTES).toFixed(2)}x   (must be <= 1)`,
    )

    const idle = await newPage(browser)
    await TestWallet.attach(idle, { chains: stack.chains })
    await idle.goto(`${stack.webUrl}/swap`)
    await idle.getByTestId('web3-status').click()
    await idle.getByTestId('wallet-option-injected').click()
    await idle.getByTestId('account-address').waitFor()
    await idle.keyboard.press('Escape')
    await idle.waitForTimeout(3_000)
    let requests = 0
    idle.on('request', (request) => {
      if (request.url().startsWith(stack.chains[1]) && request.method() === 'POST') requests++
    })
    const blocks = 20
    const blockMs = Number(process.env.BENCH_BLOCK_MS ?? 12_000)
    for (let i = 0; i < blocks; i++) {
      await rpc(stack.chains[1], 'evm_mine', [])
      await idle.waitForTimeout(blockMs)
    }
    const perBlock = requests / blocks
    measure({
      name: 'web: JSON-RPC requests per block, idle /swap',
      value: perBlock,
      unit: 'requests',
      budget: { atMost: RPC_REQUESTS_PER_BLOCK_BUDGET },
    })
    console.log(`web: idle /swap with a connected wallet, ${blocks} blocks every ${blockMs / 1000} s`)
    console.log(`  JSON-RPC HTTP requests per block ${perBlock.toFixed(2)} (${requests} in all)`)
    console.log(`  budget                          ${RPC_REQUESTS_PER_BLOCK_BUDGET}`)
    console.log(
      `  ratio                           ${(perBlock / RPC_REQUESTS_PER_BLOCK_BUDGET).toFixed(2)}x   (must be <= 1)`,
    )
  } finally {
    await browser.close()
    await stack.stop()
  }
}
