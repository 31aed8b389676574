import type { Address } from 'viem'
import type { createConnector } from 'wagmi'

type ConnectorEmitter = Parameters<Parameters<typeof createConnector>[0]>[0]['emitter']

/** The event handlers every connector of ours shares: accounts and chain changes, disconnection. */
export function connectorEvents(emitter: ConnectorEmitter, onDisconnected: () => void) {
  return {
    onAccountsChanged(accounts: string[]) {
      emitter.emit('change', { accounts: accounts as Address[] })
    },
    onChainChanged(chainId: string) {
      emitter.emit('change', { chainId: Number(chainId) })
    },
    onDisconnect() {
      onDisconnected()
      emitter.emit('disconnect')
    },
  }
}
