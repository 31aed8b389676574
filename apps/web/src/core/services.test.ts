import { afterEach, expect, it } from 'vitest'
import { createServices } from '../lib/services'
import { getServices, setServices } from './services'

afterEach(() => setServices(undefined))

it('getServices creates one instance and keeps it', () => {
  const first = getServices()
  expect(getServices()).toBe(first)
})

it('setServices replaces the instance; undefined goes back to one built from the config', () => {
  const first = getServices()
  const replacement = createServices({})
  setServices(replacement)
  expect(getServices()).toBe(replacement)
  setServices(undefined)
  const rebuilt = getServices()
  expect(rebuilt).not.toBe(replacement)
  expect(rebuilt).not.toBe(first)
})
