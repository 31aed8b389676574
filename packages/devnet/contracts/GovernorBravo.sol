// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity ^0.8.24;

interface ITimelock {
    function delay() external view returns (uint256);
    // solhint-disable-next-line func-name-mixedcase
    function GRACE_PERIOD() external view returns (uint256);
    function queuedTransactions(bytes32 hash) external view returns (bool);
    function queueTransaction(address target, uint256 value, string calldata signature, bytes calldata data, uint256 eta)
        external
        returns (bytes32);
    function cancelTransaction(address target, uint256 value, string calldata signature, bytes calldata data, uint256 eta)
        external;
    function executeTransaction(address target, uint256 value, string calldata signature, bytes calldata data, uint256 eta)
        external
        payable
        returns (bytes memory);
}

interface IUni {
    function getPriorVotes(address account, uint256 blockNumber) external view returns (uint96);
}

/// @notice A Compound GovernorBravo-style governor (For / Against / Abstain) for the devnet's UNI and Timelock.
/// Not upgradeable: there is no delegator/delegate split, and the Timelock is created with this contract as
/// its admin, so no `_initiate`/`acceptAdmin` step exists.
/// @dev The EIP-712 domain separator for `castVoteBySig` is computed on every call from `address(this)` and
/// `block.chainid`, because the devnet copies the runtime code to a different address.
contract GovernorBravo {
    string public constant name = "Uniswap Governor Bravo";

    bytes32 public constant DOMAIN_TYPEHASH =
        keccak256("EIP712Domain(string name,uint256 chainId,address verifyingContract)");
    bytes32 public constant BALLOT_TYPEHASH = keccak256("Ballot(uint256 proposalId,uint8 support)");

    struct Proposal {
        uint256 id;
        address proposer;
        uint256 eta;
        uint256 startBlock;
        uint256 endBlock;
        uint256 forVotes;
        uint256 againstVotes;
        uint256 abstainVotes;
        bool canceled;
        bool executed;
    }

    struct Actions {
        address[] targets;
        uint256[] values;
        string[] signatures;
        bytes[] calldatas;
    }

    struct Receipt {
        bool hasVoted;
        uint8 support;
        uint96 votes;
    }

    enum ProposalState {
        Pending,
        Active,
        Canceled,
        Defeated,
        Succeeded,
        Queued,
        Expired,
        Executed
    }

    ITimelock public immutable timelock;
    IUni public immutable uni;
    uint256 public votingPeriod;
    uint256 public votingDelay;
    uint256 public proposalThreshold;
    uint256 public quorumVotes;
    uint256 public proposalCount;
    /// Bravo's admin (the Timelock once governance is live) may change the voting parameters.
    address public admin;
    address public pendingAdmin;

    mapping(uint256 => Proposal) public proposals;
    mapping(address => uint256) public latestProposalIds;
    mapping(uint256 => Actions) private _actions;
    mapping(uint256 => mapping(address => Receipt)) private _receipts;

    event ProposalCreated(
        uint256 id,
        address proposer,
        address[] targets,
        uint256[] values,
        string[] signatures,
        bytes[] calldatas,
        uint256 startBlock,
        uint256 endBlock,
        string description
    );
    event VoteCast(address indexed voter, uint256 proposalId, uint8 support, uint256 votes, string reason);
    event ProposalCanceled(uint256 id);
    event ProposalQueued(uint256 id, uint256 eta);
    event ProposalExecuted(uint256 id);
    event VotingDelaySet(uint256 oldVotingDelay, uint256 newVotingDelay);
    event VotingPeriodSet(uint256 oldVotingPeriod, uint256 newVotingPeriod);
    event ProposalThresholdSet(uint256 oldProposalThreshold, uint256 newProposalThreshold);
    event NewPendingAdmin(address oldPendingAdmin, address newPendingAdmin);
    event NewAdmin(address oldAdmin, address newAdmin);

    constructor(
        address timelock_,
        address uni_,
        uint256 votingPeriod_,
        uint256 votingDelay_,
        uint256 proposalThreshold_,
        uint256 quorumVotes_
    ) {
        require(timelock_ != address(0), "GovernorBravo::constructor: invalid timelock address");
        require(uni_ != address(0), "GovernorBravo::constructor: invalid uni address");
        require(votingPeriod_ > 0, "GovernorBravo::constructor: invalid voting period");
        timelock = ITimelock(timelock_);
        uni = IUni(uni_);
        votingPeriod = votingPeriod_;
        votingDelay = votingDelay_;
        proposalThreshold = proposalThreshold_;
        quorumVotes = quorumVotes_;
        admin = msg.sender;
    }

    modifier onlyAdmin() {
        require(msg.sender == admin, "GovernorBravo::_set: admin only");
        _;
    }

    function _setVotingDelay(uint256 newVotingDelay) external onlyAdmin {
        emit VotingDelaySet(votingDelay, newVotingDelay);
        votingDelay = newVotingDelay;
    }

    function _setVotingPeriod(uint256 newVotingPeriod) external onlyAdmin {
        require(newVotingPeriod > 0, "GovernorBravo::_setVotingPeriod: invalid voting period");
        emit VotingPeriodSet(votingPeriod, newVotingPeriod);
        votingPeriod = newVotingPeriod;
    }

    function _setProposalThreshold(uint256 newProposalThreshold) external onlyAdmin {
        emit ProposalThresholdSet(proposalThreshold, newProposalThreshold);
        proposalThreshold = newProposalThreshold;
    }

    function _setPendingAdmin(address newPendingAdmin) external onlyAdmin {
        emit NewPendingAdmin(pendingAdmin, newPendingAdmin);
        pendingAdmin = newPendingAdmin;
    }

    function _acceptAdmin() external {
        require(msg.sender == pendingAdmin && msg.sender != address(0), "GovernorBravo:_acceptAdmin: pending admin only");
        emit NewAdmin(admin, pendingAdmin);
        admin = pendingAdmin;
        pendingAdmin = address(0);
    }

    function proposalMaxOperations() public pure returns (uint256) {
        return 10;
    }

    function propose(
        address[] memory targets,
        uint256[] memory values,
        string[] memory signatures,
        bytes[] memory calldatas,
        string memory description
    ) public returns (uint256) {
        _checkCanPropose(targets.length, values.length, signatures.length, calldatas.length);
        uint256 id = ++proposalCount;
        Proposal storage newProposal = proposals[id];
        newProposal.id = id;
        newProposal.proposer = msg.sender;
        newProposal.startBlock = block.number + votingDelay;
        newProposal.endBlock = newProposal.startBlock + votingPeriod;
        latestProposalIds[msg.sender] = id;

        Actions storage actions = _actions[id];
        actions.targets = targets;
        actions.values = values;
        actions.signatures = signatures;
        actions.calldatas = calldatas;

        _emitProposalCreated(id, targets, values, signatures, calldatas, description);
        return id;
    }

    function _checkCanPropose(uint256 targets, uint256 values, uint256 signatures, uint256 calldatas) private view {
        require(
            uni.getPriorVotes(msg.sender, block.number - 1) > proposalThreshold,
            "GovernorBravo::propose: proposer votes below proposal threshold"
        );
        require(
            targets == values && targets == signatures && targets == calldatas,
            "GovernorBravo::propose: proposal function information arity mismatch"
        );
        require(targets != 0, "GovernorBravo::propose: must provide actions");
        require(targets <= proposalMaxOperations(), "GovernorBravo::propose: too many actions");

        uint256 latestProposalId = latestProposalIds[msg.sender];
        if (latestProposalId != 0) {
            ProposalState proposersLatestProposalState = state(latestProposalId);
            require(
                proposersLatestProposalState != ProposalState.Active,
                "GovernorBravo::propose: one live proposal per proposer, found an already active proposal"
            );
            require(
                proposersLatestProposalState != ProposalState.Pending,
                "GovernorBravo::propose: one live proposal per proposer, found an already pending proposal"
            );
        }
    }

    function _emitProposalCreated(
        uint256 id,
        address[] memory targets,
        uint256[] memory values,
        string[] memory signatures,
        bytes[] memory calldatas,
        string memory description
    ) private {
        Proposal storage proposal = proposals[id];
        emit ProposalCreated(
            id,
            msg.sender,
            targets,
            values,
            signatures,
            calldatas,
            proposal.startBlock,
            proposal.endBlock,
            description
        );
    }

    function queue(uint256 proposalId) external {
        require(
            state(proposalId) == ProposalState.Succeeded,
            "GovernorBravo::queue: proposal can only be queued if it is succeeded"
        );
        Actions storage actions = _actions[proposalId];
        uint256 eta = block.timestamp + timelock.delay();
        for (uint256 i = 0; i < actions.targets.length; i++) {
            _queueOrRevert(actions.targets[i], actions.values[i], actions.signatures[i], actions.calldatas[i], eta);
        }
        proposals[proposalId].eta = eta;
        emit ProposalQueued(proposalId, eta);
    }

    function _queueOrRevert(address target, uint256 value, string memory signature, bytes memory data, uint256 eta)
        internal
    {
        require(
            !timelock.queuedTransactions(keccak256(abi.encode(target, value, signature, data, eta))),
            "GovernorBravo::queueOrRevertInternal: identical proposal action already queued at eta"
        );
        timelock.queueTransaction(target, value, signature, data, eta);
    }

    function execute(uint256 proposalId) external payable {
        require(
            state(proposalId) == ProposalState.Queued,
            "GovernorBravo::execute: proposal can only be executed if it is queued"
        );
        Proposal storage proposal = proposals[proposalId];
        proposal.executed = true;
        Actions storage actions = _actions[proposalId];
        uint256 eta = proposal.eta;
        for (uint256 i = 0; i < actions.targets.length; i++) {
            timelock.executeTransaction{value: actions.values[i]}(
                actions.targets[i], actions.values[i], actions.signatures[i], actions.calldatas[i], eta
            );
        }
        emit ProposalExecuted(proposalId);
    }

    function cancel(uint256 proposalId) external {
        require(
            state(proposalId) != ProposalState.Executed, "GovernorBravo::cancel: cannot cancel executed proposal"
        );
        Proposal storage proposal = proposals[proposalId];
        require(
            msg.sender == proposal.proposer
                || uni.getPriorVotes(proposal.proposer, block.number - 1) <= proposalThreshold,
            "GovernorBravo::cancel: proposer above threshold"
        );
        proposal.canceled = true;
        Actions storage actions = _actions[proposalId];
        uint256 eta = proposal.eta;
        for (uint256 i = 0; i < actions.targets.length; i++) {
            timelock.cancelTransaction(
                actions.targets[i], actions.values[i], actions.signatures[i], actions.calldatas[i], eta
            );
        }
        emit ProposalCanceled(proposalId);
    }

    function getActions(uint256 proposalId)
        external
        view
        returns (
            address[] memory targets,
            uint256[] memory values,
            string[] memory signatures,
            bytes[] memory calldatas
        )
    {
        Actions storage actions = _actions[proposalId];
        return (actions.targets, actions.values, actions.signatures, actions.calldatas);
    }

    function getReceipt(uint256 proposalId, address voter) external view returns (Receipt memory) {
        return _receipts[proposalId][voter];
    }

    function state(uint256 proposalId) public view returns (ProposalState) {
        require(proposalCount >= proposalId && proposalId > 0, "GovernorBravo::state: invalid proposal id");
        Proposal storage proposal = proposals[proposalId];
        if (proposal.canceled) {
            return ProposalState.Canceled;
        } else if (block.number <= proposal.startBlock) {
            return ProposalState.Pending;
        } else if (block.number <= proposal.endBlock) {
            return ProposalState.Active;
        } else if (proposal.forVotes <= proposal.againstVotes || proposal.forVotes < quorumVotes) {
            return ProposalState.Defeated;
        } else if (proposal.eta == 0) {
            return ProposalState.Succeeded;
        } else if (proposal.executed) {
            return ProposalState.Executed;
        } else if (block.timestamp >= proposal.eta + timelock.GRACE_PERIOD()) {
            return ProposalState.Expired;
        } else {
            return ProposalState.Queued;
        }
    }

    function castVote(uint256 proposalId, uint8 support) external {
        emit VoteCast(msg.sender, proposalId, support, _castVote(msg.sender, proposalId, support), "");
    }

    function castVoteWithReason(uint256 proposalId, uint8 support, string calldata reason) external {
        emit VoteCast(msg.sender, proposalId, support, _castVote(msg.sender, proposalId, support), reason);
    }

    function castVoteBySig(uint256 proposalId, uint8 support, uint8 v, bytes32 r, bytes32 s) external {
        bytes32 domainSeparator = keccak256(
            abi.encode(DOMAIN_TYPEHASH, keccak256(bytes(name)), block.chainid, address(this))
        );
        bytes32 structHash = keccak256(abi.encode(BALLOT_TYPEHASH, proposalId, support));
        bytes32 digest = keccak256(abi.encodePacked("\x19\x01", domainSeparator, structHash));
        address signatory = ecrecover(digest, v, r, s);
        require(signatory != address(0), "GovernorBravo::castVoteBySig: invalid signature");
        emit VoteCast(signatory, proposalId, support, _castVote(signatory, proposalId, support), "");
    }

    function _castVote(address voter, uint256 proposalId, uint8 support) internal returns (uint96) {
        require(state(proposalId) == ProposalState.Active, "GovernorBravo::castVoteInternal: voting is closed");
        require(support <= 2, "GovernorBravo::castVoteInternal: invalid vote type");
        Proposal storage proposal = proposals[proposalId];
        Receipt storage receipt = _receipts[proposalId][voter];
        require(receipt.hasVoted == false, "GovernorBravo::castVoteInternal: voter already voted");
        uint96 votes = uni.getPriorVotes(voter, proposal.startBlock);

        if (support == 0) {
            proposal.againstVotes += votes;
        } else if (support == 1) {
            proposal.forVotes += votes;
        } else {
            proposal.abstainVotes += votes;
        }

        receipt.hasVoted = true;
        receipt.support = support;
        receipt.votes = votes;
        return votes;
    }
}
