// Preloaded into the Ponder process (node --import). startIndexer holds the other end of this
// process's stdin: when that process goes away in any way, even killed, the pipe closes and Ponder
// is asked to shut down as on Ctrl-C (SIGINT), so no indexer is left running and its database is
// closed cleanly.
const stop = () => process.kill(process.pid, 'SIGINT')
process.stdin.on('end', stop)
process.stdin.on('error', stop)
process.stdin.resume()
