import { ROUTING_CHAINS } from '@exchange/router'

/**
 * Chains the routing service and the router library serve: every chain the router package has a
 * configuration for (the quote API serves the same ones), so the two never disagree. In core because
 * routing uses it to route and settings to show the Auto Router toggle, and routing reads settings.
 */
export const ROUTING_CHAIN_IDS: ReadonlySet<number> = new Set(Object.keys(ROUTING_CHAINS).map(Number))
