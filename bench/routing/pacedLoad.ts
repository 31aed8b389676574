import { spawn } from 'node:child_process'
import { percentile } from './stats.ts'

/**
 * An open-loop load generator, run in a process of its own so that the bench's own work does not
 * delay it: request i is sent at start + i/rate through node:http with keep-alive, and its latency
 * counts from that scheduled time (so a late send counts against the API, not for it).
 */
const PACED_LOAD = `
const http = require('node:http')
let input = ''
process.stdin.on('data', (chunk) => (input += chunk))
process.stdin.on('end', async () => {
  const { url, rate, paths } = JSON.parse(input)
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 })
  const latencies = []
  const inServer = []
  let failures = 0
  let done = 0
  const start = performance.now()
  await new Promise((resolve) => {
    const finish = () => { if (++done === paths.length) resolve() }
    paths.forEach((path, i) => {
      const at = start + (i * 1000) / rate
      setTimeout(() => {
        const request = http.get(url + path, { agent }, (response) => {
          response.resume()
          response.on('end', () => {
            latencies.push(performance.now() - at)
            const timing = /dur=([\\d.]+)/.exec(response.headers['server-timing'] || '')
            if (timing) inServer.push(Number(timing[1]))
            if (response.statusCode !== 200) failures++
            finish()
          })
        })
        request.on('error', () => { failures++; finish() })
      }, Math.max(0, at - performance.now()))
    })
  })
  agent.destroy()
  process.stdout.write(JSON.stringify({ latencies, inServer, failures, seconds: (performance.now() - start) / 1000 }))
})
`

/** Requests of `paths` to the API at `url`, evenly paced at `rate` per second (PACED_LOAD), and their latencies. */
export async function pacedLoad(apiUrl: string, rate: number, paths: string[]) {
  const child = spawn(process.execPath, ['--input-type=commonjs', '-e', PACED_LOAD], {
    stdio: ['pipe', 'pipe', 'inherit'],
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString()
  })
  const finished = new Promise<void>((done) => child.on('close', () => done()))
  child.stdin.end(JSON.stringify({ url: apiUrl, rate, paths }))
  await finished
  const result = JSON.parse(output) as {
    latencies: number[]
    inServer: number[]
    failures: number
    seconds: number
  }
  return {
    rate: result.latencies.length / result.seconds,
    p50: percentile(result.latencies, 50),
    p99: percentile(result.latencies, 99),
    serverP50: percentile(result.inServer, 50),
    serverP99: percentile(result.inServer, 99),
    failures: result.failures,
  }
}
