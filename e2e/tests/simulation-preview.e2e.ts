import { devAccount, MAINNET_CONTRACTS, MAINNET_TOKENS, readAirdropTree } from '@exchange/devnet'
import type { Locator } from 'playwright-core'
import {
  type Address,
  encodeAbiParameters,
  erc20Abi,
  getAddress,
  type Hex,
  keccak256,
  maxUint256,
  parseAbi,
  parseEther,
  toHex,
} from 'viem'
import { afterEach, describe, expect, it } from 'vitest'
import { connect } from '../src/actions.ts'
import { sentDuring } from '../src/chainChecks.ts'
import { openPage } from '../src/context.ts'
import { tokenBalance as balanceOf, mainnetClient as chain, stackChecks } from '../src/devnetReads.ts'
import { setEthBalance } from '../src/funding.ts'
import { reviewV2Remove } from '../src/v2Pairs.ts'
import { typeRange } from '../src/v3AddForm.ts'

// Accounts 17 to 20 are fresh (funded here; no other test file uses them). Account 3 has an airdrop
// that other files read: its claim is made unclaimed for the test, and the chain is put back after.
const V3_ACCOUNT = 17
const V2_ACCOUNT = 18
const DELEGATE_ACCOUNT = 19
const WRAP_ACCOUNT = 20
const CLAIM_ACCOUNT = 3
const NATIVE = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'
const USDC = getAddress(MAINNET_TOKENS.USDC.address)
const UNI = getAddress(MAINNET_CONTRACTS.UNI)
const WETH = MAINNET_CONTRACTS.WETH9
const MANAGER = MAINNET_CONTRACTS.NonfungiblePositionManager
const SWAP_ROUTER = MAINNET_CONTRACTS.SwapRouter02
const V2_ROUTER = MAINNET_CONTRACTS.UniswapV2Router02
const DISTRIBUTOR = MAINNET_CONTRACTS.MerkleDistributor
const SECTION = 'Balance changes (simulated)'

let restore: (() => Promise<void>) | undefined
afterEach(async () => {
  await restore?.()
  restore = undefined
})

/** A fresh development account with 50 ETH and some USDC bought through a v3 pool. */
async function fundedWithUsdc(index: number) {
  const account = devAccount(index)
  await setEthBalance(account.address, parseEther('50'))
  await stackChecks().traderSwaps(SWAP_ROUTER, account, {
    tokenIn: WETH,
    tokenOut: USDC,
    fee: 3000,
    amountIn: parseEther('3'),
    payWithEth: true,
  })
  return account
}

/** The simulated amount of `token` in the section (raw, signed), once it is shown. */
async function simulatedAmount(section: Locator, token: Address): Promise<bigint> {
  const line = section.locator(`[data-testid="simulated-change"][data-token="${token}"]`)
  await line.waitFor({ timeout: 30_000 })
  return BigInt((await line.getAttribute('data-amount')) ?? 'x')
}

describe('Balance changes (simulated) beyond the swap', () => {
  it('shows the position NFT a v3 add mints, and the chain then mints that very token id', async () => {
    const account = await fundedWithUsdc(V3_ACCOUNT)
    const { page, wallet, stack } = await openPage({ wallet: { account: V3_ACCOUNT } })
    await page.goto(`${stack.webUrl}/add/ETH/${USDC}/3000`)
    await connect(page)
    const priceText = page.getByTestId('current-price')
    await expect
      .poll(async () => Number((await priceText.textContent())?.replace(/,/g, '')), { timeout: 30_000 })
      .toBeGreaterThan(0)
    const price = Number((await priceText.textContent())?.replace(/,/g, ''))
    await typeRange(page, (price * 0.8).toFixed(2), (price * 1.25).toFixed(2))
    await page.locator('#add-liquidity-input-tokena-amount').fill('0.5')
    const preview = page.getByTestId('add-preview')
    const approve = page.getByRole('button', { name: /^Approve / }).first()
    await expect
      .poll(async () => (await approve.isVisible()) || (await preview.isEnabled()), { timeout: 30_000 })
      .toBe(true)
    if (await approve.isVisible()) {
      await approve.click()
      await expect.poll(() => preview.isEnabled(), { timeout: 30_000 }).toBe(true)
    }
    await preview.click()

    const dialog = page.getByRole('dialog', { name: 'Add Liquidity' })
    const section = dialog.getByRole('region', { name: SECTION })
    const nft = section.getByTestId('simulated-nft')
    await nft.waitFor({ timeout: 30_000 })
    const text = (await nft.textContent()) ?? ''
    expect(text).toMatch(/^\+ NFT #\d+ minted$/)
    const shownId = BigInt(text.replace(/^\+ NFT #(\d+) minted$/, '$1'))
    // What the deposit pays: USDC and ETH leave the account.
    expect(await simulatedAmount(section, USDC)).toBeLessThan(0n)
    expect(await simulatedAmount(section, NATIVE)).toBeLessThan(0n)
    // In dollars at the indexer's ETH price (in ETH only until that price is known).
    await expect
      .poll(() => section.getByTestId('simulated-network-cost').textContent(), { timeout: 20_000 })
      .toMatch(/^Network cost: <?\$[\d,]+\.\d\d$/)

    const before = await stackChecks().newestPosition(MANAGER, account.address)
    const hash = await sentDuring(wallet, () => dialog.getByTestId('add-confirm').click())
    const receipt = await chain().waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    const after = await stackChecks().newestPosition(MANAGER, account.address)
    expect(after.count).toBe(before.count + 1n)
    expect(after.tokenId).toBe(shownId)
  })

  it('shows the UNI a claim delivers, and the chain then delivers exactly that', async () => {
    const account = devAccount(CLAIM_ACCOUNT)
    const claim = readAirdropTree().claims[account.address]
    if (!claim) throw new Error(`account ${CLAIM_ACCOUNT} has no claim`)
    // MerkleDistributor keeps claimed bits in `mapping(uint256 => uint256) claimedBitMap` at slot 0.
    const slot = keccak256(
      encodeAbiParameters([{ type: 'uint256' }, { type: 'uint256' }], [BigInt(claim.index) / 256n, 0n]),
    )
    const word = BigInt((await chain().getStorageAt({ address: DISTRIBUTOR, slot })) ?? '0x0')
    const writeWord = (value: bigint) =>
      chain().setStorageAt({ address: DISTRIBUTOR, index: slot, value: toHex(value, { size: 32 }) as Hex })
    await writeWord(word & ~(1n << BigInt(claim.index % 256)))
    const startBalance = await balanceOf(UNI, account.address)
    restore = async () => {
      // The UNI goes back to the distributor and the claimed bit to what it was: the chain as found.
      const extra = (await balanceOf(UNI, account.address)) - startBalance
      if (extra > 0n)
        await stackChecks().successfulReceipt(
          await chain().writeContract({
            account,
            chain: null,
            address: UNI,
            abi: erc20Abi,
            functionName: 'transfer',
            args: [DISTRIBUTOR, extra],
          }),
        )
      await writeWord(word)
    }

    const { page, wallet, stack } = await openPage({ wallet: { account: CLAIM_ACCOUNT } })
    await page.goto(`${stack.webUrl}/swap`)
    await connect(page)
    const popup = page.getByTestId('claim-popup')
    await popup.waitFor({ timeout: 30_000 })
    await popup.getByRole('button', { name: 'Claim your UNI tokens' }).click()
    const dialog = page.getByRole('dialog', { name: 'Claim UNI' })
    const section = dialog.getByRole('region', { name: SECTION })
    const simulated = await simulatedAmount(section, UNI)
    expect(simulated).toBe(BigInt(claim.amount))
    expect(await section.locator(`[data-testid="simulated-change"][data-token="${UNI}"]`).textContent()).toBe(
      '+250.75 UNI',
    )

    const before = await balanceOf(UNI, account.address)
    const hash = await sentDuring(wallet, () => dialog.getByRole('button', { name: 'Claim UNI' }).click())
    const receipt = await chain().waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect((await balanceOf(UNI, account.address)) - before).toBe(simulated)
  })

  it('shows what a v2 removal burns and pays out in ETH and USDC, and the chain then pays exactly that', async () => {
    const account = await fundedWithUsdc(V2_ACCOUNT)
    const client = chain()
    await stackChecks().successfulReceipt(
      await client.writeContract({
        account,
        chain: null,
        address: USDC,
        abi: erc20Abi,
        functionName: 'approve',
        args: [V2_ROUTER, maxUint256],
      }),
    )
    await stackChecks().successfulReceipt(
      await client.writeContract({
        account,
        chain: null,
        address: V2_ROUTER,
        abi: parseAbi([
          'function addLiquidityETH(address, uint256, uint256, uint256, address, uint256) payable returns (uint256, uint256, uint256)',
        ]),
        functionName: 'addLiquidityETH',
        args: [USDC, 1_000_000_000n, 0n, 0n, account.address, maxUint256],
        value: parseEther('1'),
      }),
    )
    const pair = getAddress(
      await client.readContract({
        address: MAINNET_CONTRACTS.UniswapV2Factory,
        abi: parseAbi(['function getPair(address, address) view returns (address)']),
        functionName: 'getPair',
        args: [WETH, USDC],
      }),
    )
    const { page, wallet, stack } = await openPage({ wallet: { account: V2_ACCOUNT } })
    await page.goto(`${stack.webUrl}/remove/v2/ETH/${USDC}`)
    await connect(page)
    const dialog = await reviewV2Remove(page, '50%')
    const section = dialog.getByRole('region', { name: SECTION })
    const usdc = await simulatedAmount(section, USDC)
    const eth = await simulatedAmount(section, NATIVE)
    const burned = await simulatedAmount(section, pair)
    expect(usdc).toBeGreaterThan(0n)
    expect(eth).toBeGreaterThan(0n)
    const lpBefore = await balanceOf(pair, account.address)
    expect(burned).toBe(-(lpBefore / 2n))
    expect(
      await section.locator(`[data-testid="simulated-change"][data-token="${USDC}"]`).textContent(),
    ).toMatch(/^\+[\d,.]+ USDC$/)
    expect(
      await section.locator(`[data-testid="simulated-change"][data-token="${NATIVE}"]`).textContent(),
    ).toMatch(/^\+[\d.]+ ETH$/)

    const usdcBefore = await balanceOf(USDC, account.address)
    const ethBefore = await client.getBalance({ address: account.address })
    const hash = await sentDuring(wallet, () => dialog.getByRole('button', { name: 'Confirm' }).click())
    const receipt = await client.waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    // Nothing else touched the pair in between: what was shown is what moved.
    expect((await balanceOf(USDC, account.address)) - usdcBefore).toBe(usdc)
    expect(
      (await client.getBalance({ address: account.address })) -
        ethBefore +
        receipt.gasUsed * receipt.effectiveGasPrice,
    ).toBe(eth)
    expect((await balanceOf(pair, account.address)) - lpBefore).toBe(burned)
  })

  it('shows a delegation moves no token, only its network cost', async () => {
    const delegator = devAccount(DELEGATE_ACCOUNT)
    const lender = devAccount(0)
    const client = chain()
    await setEthBalance(delegator.address, parseEther('10'))
    // A little UNI from account 0, given back after the test: the Unlock Voting button needs a balance.
    const lent = parseEther('5')
    const transfer = async (from: typeof delegator, to: Address) =>
      stackChecks().successfulReceipt(
        await client.writeContract({
          account: from,
          chain: null,
          address: UNI,
          abi: erc20Abi,
          functionName: 'transfer',
          args: [to, lent],
        }),
      )
    await transfer(lender, delegator.address)
    restore = async () => {
      await transfer(delegator, lender.address)
    }
    const uniVotes = parseAbi(['function delegates(address) view returns (address)'])

    const { page, wallet, stack } = await openPage({ wallet: { account: DELEGATE_ACCOUNT } })
    await page.goto(`${stack.webUrl}/vote`)
    await connect(page)
    await page.getByRole('button', { name: 'Unlock Voting' }).click({ timeout: 30_000 })
    const dialog = page.getByRole('dialog', { name: 'Unlock Votes' })
    const section = dialog.getByRole('region', { name: SECTION })
    await section.getByTestId('simulated-no-changes').waitFor({ timeout: 30_000 })
    expect(await section.getByTestId('simulated-no-changes').textContent()).toBe('No token balance changes')
    expect(await section.getByTestId('simulated-change').count()).toBe(0)
    // In dollars at the indexer's ETH price (in ETH only until that price is known).
    await expect
      .poll(() => section.getByTestId('simulated-network-cost').textContent(), { timeout: 20_000 })
      .toMatch(/^Network cost: <?\$[\d,]+\.\d\d$/)

    const hash = await sentDuring(wallet, () => dialog.getByRole('button', { name: 'Self Delegate' }).click())
    expect((await client.waitForTransactionReceipt({ hash })).status).toBe('success')
    expect(
      await client.readContract({
        address: UNI,
        abi: uniVotes,
        functionName: 'delegates',
        args: [delegator.address],
      }),
    ).toBe(delegator.address)
  })

  it('shows what a wrap pays and receives under the Wrap button, and the chain then wraps exactly that', async () => {
    const account = devAccount(WRAP_ACCOUNT)
    await setEthBalance(account.address, parseEther('10'))
    const { page, wallet, stack } = await openPage({ wallet: { account: WRAP_ACCOUNT } })
    await page.goto(`${stack.webUrl}/swap?inputCurrency=ETH&outputCurrency=${WETH}`)
    await connect(page)
    await page.getByLabel('From').fill('0.25')
    const wrap = page.locator('.swap-card .primary-button').last()
    await expect.poll(() => wrap.textContent(), { timeout: 20_000 }).toBe('Wrap')
    const section = page.locator('.swap-card').getByRole('region', { name: SECTION })
    const weth = getAddress(WETH)
    expect(await simulatedAmount(section, weth)).toBe(parseEther('0.25'))
    expect(await simulatedAmount(section, NATIVE)).toBe(-parseEther('0.25'))
    expect(
      await section.locator(`[data-testid="simulated-change"][data-token="${weth}"]`).textContent(),
    ).toBe('+0.25 WETH')
    const before = await balanceOf(weth, account.address)
    const hash = await sentDuring(wallet, () => wrap.click())
    expect((await chain().waitForTransactionReceipt({ hash })).status).toBe('success')
    expect((await balanceOf(weth, account.address)) - before).toBe(parseEther('0.25'))
  })
})
