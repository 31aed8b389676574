export { PreviewedConfirm } from './components/PreviewedConfirm'
export {
  SimulatedBalanceChanges,
  simulationBlocks,
  TransactionPreview,
} from './components/SimulatedBalanceChanges'
export { type AllowedSpend, spendBeyond } from './logic/present'
export { type RequestSimulation, simulationRequestOf, useRequestSimulation } from './useRequestSimulation'
export { type SimulationResult, useTransactionSimulation } from './useTransactionSimulation'
