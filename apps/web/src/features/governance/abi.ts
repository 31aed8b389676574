import { parseAbi } from 'viem'

export const governorAbi = parseAbi([
  'function proposalCount() view returns (uint256)',
  'function proposals(uint256 id) view returns (uint256 id, address proposer, uint256 eta, uint256 startBlock, uint256 endBlock, uint256 forVotes, uint256 againstVotes, uint256 abstainVotes, bool canceled, bool executed)',
  'function state(uint256 proposalId) view returns (uint8)',
  'struct Receipt { bool hasVoted; uint8 support; uint96 votes; }',
  'function getReceipt(uint256 proposalId, address voter) view returns (Receipt)',
  'function proposalThreshold() view returns (uint256)',
  'function latestProposalIds(address proposer) view returns (uint256)',
  'function votingDelay() view returns (uint256)',
  'function votingPeriod() view returns (uint256)',
  'function castVote(uint256 proposalId, uint8 support)',
  'function castVoteWithReason(uint256 proposalId, uint8 support, string reason)',
  'function propose(address[] targets, uint256[] values, string[] signatures, bytes[] calldatas, string description) returns (uint256)',
  'event ProposalCreated(uint256 id, address proposer, address[] targets, uint256[] values, string[] signatures, bytes[] calldatas, uint256 startBlock, uint256 endBlock, string description)',
])

export const uniVotesAbi = parseAbi([
  'function getCurrentVotes(address account) view returns (uint96)',
  'function getPriorVotes(address account, uint256 blockNumber) view returns (uint96)',
  'function delegates(address delegator) view returns (address)',
  'function delegate(address delegatee)',
  'function balanceOf(address account) view returns (uint256)',
  'function totalSupply() view returns (uint256)',
])
