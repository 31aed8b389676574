/**
 * Preloaded (`--import`) into the service processes `npm start` spawns: the parent holds the write end
 * of the child's stdin, so when the parent goes away, even killed outright, stdin ends and the service
 * is asked to stop (SIGTERM, which it handles like Ctrl-C) instead of living on as an orphan.
 */
process.stdin.on('error', () => {})
process.stdin.once('close', () => process.kill(process.pid, 'SIGTERM'))
process.stdin.once('end', () => process.kill(process.pid, 'SIGTERM'))
process.stdin.resume()
