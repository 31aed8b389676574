export { ENS_REGISTRY, ensRegistryAbi, ensResolverAbi, reverseNode, verifiedName } from './ens'
export { useEnsAddressOf, useEnsNameOf } from './hooks'
