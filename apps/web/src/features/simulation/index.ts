export { SimulatedBalanceChanges, simulationBlocks } from './components/SimulatedBalanceChanges'
export { type SimulationResult, useTransactionSimulation } from './useTransactionSimulation'
