import { createServices, type Services } from '../lib/services'
import { config } from './config'

let instance: Services | undefined

/** The app's one services instance (analytics, monitoring, screening), created from the run-time config on first use. */
export function getServices(): Services {
  instance ??= createServices(config)
  return instance
}

/** Replaces the instance (tests, or a host that builds its own); undefined goes back to the config. */
export function setServices(services: Services | undefined): void {
  instance = services
}
