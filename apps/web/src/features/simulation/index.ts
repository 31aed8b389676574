export {
  SimulatedBalanceChanges,
  simulationBlocks,
  TransactionPreview,
} from './components/SimulatedBalanceChanges'
export { type RequestSimulation, simulationRequestOf, useRequestSimulation } from './useRequestSimulation'
export { type SimulationResult, useTransactionSimulation } from './useTransactionSimulation'
