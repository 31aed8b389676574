import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { devnetClient, rpc, startDevnet } from '@exchange/devnet'
import { parseEther, parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import { DEVNET_FINALITY_BLOCKS } from '../src/index.ts'
import { approve, indexedBlock, indexedTicks, mintAtFreshTicks, swap, waitFor } from './chain.ts'
import { STARTS, type Suite } from './indexer-suite-state.ts'
import { runPgliteSql } from './stored-data.ts'
import { v2PairAddresses } from './v2-tests.ts'

/** The suite's tests of a live chain: new blocks, a reorg, and a restart of the indexer. */
export function liveTests(suite: Suite) {
  const {
    s,
    completedEvents,
    endpoint,
    expectTicksMatchChain,
    expectTvlMatchesChain,
    head,
    mainnet,
    ponderChildren,
    start,
    total,
    waitUntilIndexed,
  } = suite
  const { chains, headsAtStart, logs } = s

  it('follows new blocks: a swap and a mint appear in TVL and ticks', async () => {
    const { client, book } = mainnet()
    const pool = book.v3Pools.find(
      (entry) => entry.symbol0 === 'USDC' && entry.symbol1 === 'WETH' && entry.fee === 3000,
    )!
    await approve(client, pool.token0, book.contracts.SwapRouter02!)
    await approve(client, pool.token1, book.contracts.SwapRouter02!)
    await approve(client, pool.token0, book.contracts.NonfungiblePositionManager!)
    await approve(client, pool.token1, book.contracts.NonfungiblePositionManager!)
    await swap(client, book, pool.token1, pool.token0, pool.fee, parseEther('1'))
    const range = await mintAtFreshTicks(client, book, pool.address, [parseUnits('5000', 6), parseEther('2')])
    await waitUntilIndexed(1, await head(client))
    const ticks = await indexedTicks(endpoint(1), pool.address)
    expect(ticks.has(range[0]) && ticks.has(range[1])).toBe(true)
    await expectTicksMatchChain([pool.address])
    await expectTvlMatchesChain()
  })

  it('drops the events of a reverted block and follows the new one', async () => {
    const { client, book } = mainnet()
    const pool = book.v3Pools.find(
      (entry) => entry.symbol0 === 'USDC' && entry.symbol1 === 'WETH' && entry.fee === 3000,
    )!
    const url = s.devnet.chains[1]!.url
    const before = await head(client)
    const snapshot = await rpc<string>(url, 'evm_snapshot')

    // Two blocks that will be reverted: a mint at new ticks, then a swap.
    const reverted = await mintAtFreshTicks(client, book, pool.address, [
      parseUnits('7000', 6),
      parseEther('3'),
    ])
    await swap(client, book, pool.token0, pool.token1, pool.fee, parseUnits('20000', 6))
    await waitUntilIndexed(1, before + 2)
    const withReverted = await indexedTicks(endpoint(1), pool.address)
    expect(withReverted.has(reverted[0]) && withReverted.has(reverted[1])).toBe(true)

    // Back to the snapshot, then a different block at the first reverted height: a swap the other way.
    expect(await rpc<boolean>(url, 'evm_revert', [snapshot])).toBe(true)
    await swap(client, book, pool.token1, pool.token0, pool.fee, parseEther('0.5'))
    expect(await head(client)).toBe(before + 1)

    // The indexer was at before + 2: it is at before + 1 only once it has undone the reorg.
    await waitFor('the reorg to be undone', async () =>
      (await indexedBlock(endpoint(1))) === before + 1 ? true : undefined,
    )
    const ticks = await indexedTicks(endpoint(1), pool.address)
    expect(ticks.has(reverted[0])).toBe(false)
    expect(ticks.has(reverted[1])).toBe(false)
    await expectTicksMatchChain([pool.address])
    await expectTvlMatchesChain()
    expect(logs.some((line) => /reorg/i.test(line))).toBe(true)
  })

  it(
    'resumes after a restart without indexing again from block 0, and catches up',
    async () => {
      const { client, book } = mainnet()
      const firstRun = { 1: await completedEvents(1), 42161: await completedEvents(42161) }
      const port = new URL(s.indexer!.url).port
      await s.indexer!.close()
      s.indexer = undefined

      // Nothing is left running: the port is closed and no Ponder process remains.
      await expect(fetch(`http://127.0.0.1:${port}/health`)).rejects.toThrow()
      expect(ponderChildren()).toEqual([])

      // A swap while the indexer is down.
      const pool = book.v3Pools.find(
        (entry) => entry.symbol0 === 'WBTC' && entry.symbol1 === 'WETH' && entry.fee === 3000,
      )!
      await approve(client, pool.token1, book.contracts.SwapRouter02!)
      await swap(client, book, pool.token1, pool.token0, pool.fee, parseEther('4'))

      logs.length = 0
      const started = Date.now()
      s.indexer = await start()
      console.info(`indexer restarted in ${Date.now() - started} ms`)
      expect(logs.some((line) => /locked/i.test(line))).toBe(false)

      // The seeded history (pools created in the first blocks) is not processed again on either chain:
      // only the blocks that were not final yet are, at most the pool events of the last 64 blocks.
      for (const { chainId, client, book } of chains) {
        const secondRun = await completedEvents(chainId)
        expect(secondRun['UniswapV3Factory:PoolCreated'] ?? 0, `pools created again on ${chainId}`).toBe(0)
        expect(secondRun['UniswapV3Pool:Initialize'] ?? 0).toBe(0)
        // The v2 factory and pairs (chain 1) replay their unfinalized events too.
        const v2 = chainId === 1 ? [book.contracts.UniswapV2Factory!, ...v2PairAddresses(book)] : []
        const unfinalized = await client.getLogs({
          address: [...book.v3Pools.map((pool) => pool.address), ...v2],
          fromBlock: BigInt(headsAtStart[chainId]! - DEVNET_FINALITY_BLOCKS + 1),
        })
        expect(total(secondRun), `events replayed on ${chainId}`).toBeLessThanOrEqual(unfinalized.length)
        expect(total(secondRun)).toBeLessThan(total(firstRun[chainId]))
      }
      // The swap made while it was down is there, and everything still matches the chain.
      expect((await completedEvents(1))['UniswapV3Pool:Swap'] ?? 0).toBeGreaterThanOrEqual(1)
      expect(await indexedBlock(endpoint(1))).toBeGreaterThanOrEqual(await head(client))
      await expectTicksMatchChain()
      await expectTvlMatchesChain()
    },
    STARTS,
  )
}

/** Stored data Ponder cannot resume is indexed afresh (registered for one store only). */
export function recoveryTests(suite: Suite) {
  const { s, expectTicksMatchChain, expectTvlMatchesChain, head, mainnet, start, waitUntilIndexed } = suite
  const { logs } = s

  describe('stored data that Ponder cannot resume', () => {
    it(
      'is indexed afresh on the next start instead of failing every start',
      async () => {
        // A swap in the last blocks, which are not final yet: Ponder replays them on its next start.
        const { client, book } = mainnet()
        const pool = book.v3Pools.find(
          (entry) => entry.symbol0 === 'WBTC' && entry.symbol1 === 'WETH' && entry.fee === 3000,
        )!
        await approve(client, pool.token1, book.contracts.SwapRouter02!)
        await swap(client, book, pool.token1, pool.token0, pool.fee, parseEther('1'))
        await waitUntilIndexed(1, await head(client))
        await s.indexer!.close()
        s.indexer = undefined
        // What an unclean stop can leave: rows of unfinalized blocks without Ponder's record of them (its
        // reorg tables), so that they are not undone before the replay writes them again.
        const stateOf = () =>
          JSON.parse(readFileSync(join(s.dataDir, '1', 'state.json'), 'utf8')) as { schema: string }
        const { schema } = stateOf()
        await runPgliteSql(
          join(s.dataDir, '1', 'pglite'),
          `DO $$ DECLARE name text; BEGIN
            FOR name IN SELECT tablename FROM pg_tables
              WHERE schemaname = '${schema}' AND tablename LIKE '%_reorg__%' LOOP
              EXECUTE format('DELETE FROM %I.%I', '${schema}', name);
            END LOOP;
          END $$`,
        )
        logs.length = 0
        s.indexer = await start()
        // Ponder's own error, then the recovery, on chain 1 only.
        expect(logs.some((line) => line.startsWith('chain 1 |') && /UniqueConstraintError/.test(line))).toBe(
          true,
        )
        expect(
          logs.some((line) => /^chain 1 \| could not resume the stored data \(Ponder exited/.test(line)),
        ).toBe(true)
        expect(logs.some((line) => line.startsWith('chain 42161 | could not resume'))).toBe(false)
        expect(stateOf().schema).not.toBe(schema)
        await expectTicksMatchChain()
        await expectTvlMatchesChain()
      },
      STARTS,
    )
  })
}

/** A devnet started again from its snapshot is indexed afresh. */
export function restartedDevnetTests(suite: Suite) {
  const { s, expectTicksMatchChain, expectTvlMatchesChain, head, mainnet, start, waitUntilIndexed } = suite
  const { chains, logs } = s

  describe('a devnet restarted from its snapshot', () => {
    it(
      'is indexed afresh, not mixed with the blocks of the previous devnet',
      async () => {
        // Take the old devnet more than the finality depth past its snapshot, so that blocks that are
        // not in the new devnet are final in the stored data.
        const { client } = mainnet()
        await rpc(s.devnet.chains[1]!.url, 'anvil_mine', ['0x50'])
        await waitUntilIndexed(1, await head(client))
        await s.indexer!.close()
        s.indexer = undefined
        await s.devnet.stop()

        s.devnet = await startDevnet({ l1Port: 0, l2Port: 0 })
        chains.length = 0
        for (const chainId of [1, 42161] as const) {
          const chain = s.devnet.chains[chainId]!
          chains.push({ chainId, client: devnetClient(chainId, chain.url), book: chain.addressBook })
        }
        logs.length = 0
        s.indexer = await start()
        expect(logs.some((line) => line.includes('chain 1 is not the chain indexed before'))).toBe(true)
        expect(logs.some((line) => line.includes('chain 42161 is not the chain indexed before'))).toBe(false)
        // The previous devnet's swaps and mints are gone from the data as from the chain.
        await expectTicksMatchChain()
        await expectTvlMatchesChain()
      },
      STARTS,
    )
  })
}
