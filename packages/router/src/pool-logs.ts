import { getAddress, type Log, parseEventLogs } from 'viem'
import { factoryEventsAbi } from './abis.ts'
import type { RouterClient } from './multicall.ts'
import type { Address } from './types.ts'

/**
 * Addresses per eth_getLogs call: providers refuse (or time out on) a filter naming thousands of
 * addresses, and a chain whose getLogs fails is a chain the quote API cannot serve.
 */
export const LOG_ADDRESSES_PER_CALL = 500

/** The logs of `addresses` over a block range, asked in chunks of `perCall` addresses at once. */
export async function logsOf(
  client: RouterClient,
  addresses: readonly Address[],
  fromBlock: bigint,
  toBlock: bigint,
  perCall = LOG_ADDRESSES_PER_CALL,
): Promise<Log[]> {
  const chunks: Address[][] = []
  for (let i = 0; i < addresses.length; i += perCall) chunks.push(addresses.slice(i, i + perCall))
  const answers = await Promise.all(chunks.map((address) => client.getLogs({ address, fromBlock, toBlock })))
  return answers.flat() as Log[]
}

/** What a factory's logs say: the pools and pairs created, and whether a fee tier was enabled. */
export interface FactoryChanges {
  created: Address[]
  feeTierEnabled: boolean
}

export function factoryChanges(logs: readonly Log[], factories: readonly Address[]): FactoryChanges {
  const own = new Set(factories.map((factory) => factory.toLowerCase()))
  const fromFactories = logs.filter((log) => own.has(log.address.toLowerCase()))
  const changes: FactoryChanges = { created: [], feeTierEnabled: false }
  for (const event of parseEventLogs({ abi: factoryEventsAbi, logs: fromFactories, strict: false })) {
    if (event.eventName === 'FeeAmountEnabled') changes.feeTierEnabled = true
    else if (event.eventName === 'PoolCreated' && event.args.pool)
      changes.created.push(getAddress(event.args.pool))
    else if (event.eventName === 'PairCreated' && event.args.pair)
      changes.created.push(getAddress(event.args.pair))
  }
  return changes
}
