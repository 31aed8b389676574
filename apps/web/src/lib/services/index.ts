import { config } from '../../app/config'
import { createServices, type Services } from './services'

export {
  type AnalyticsEvent,
  createServices,
  DEFAULT_SCREENING_TIMEOUT_MS,
  describeError,
  MAX_EXCEPTION_TEXT,
  MONITORED_TRANSACTION_TYPES,
  type MonitoredTransaction,
  type MonitoredTransactionType,
  type MonitoringWrite,
  type ScreeningResult,
  type Services,
  type ServicesConfig,
  type ServicesDeps,
  signatureParts,
  type TransactionSignature,
  type WalletConnectedEvent,
  WEB_VITAL_NAMES,
  type WebVitalMetric,
  type WebVitalName,
} from './services'
export { reportWebVitals, type WebVitalsEnvironment } from './webVitals'

let instance: Services | undefined

/** The app's one services instance, created from the runtime config on first use. */
export function getServices(): Services {
  instance ??= createServices(config)
  return instance
}

/** Replaces the instance (tests, or a host that builds its own); undefined goes back to the config. */
export function setServices(services: Services | undefined): void {
  instance = services
}
