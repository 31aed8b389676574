export { ENS_REGISTRY, ensRegistryAbi, ensResolverAbi, reverseNode, verifiedName } from './ens'
export { useEnsNameOf } from './hooks'
