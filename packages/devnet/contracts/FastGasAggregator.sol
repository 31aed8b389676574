// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity ^0.8.24;

/// @notice A Chainlink-style aggregator with the read interface of the "Fast Gas / Gwei" feed that mainnet
/// serves at 0x169E633A2D1E6c10dD91238Ba11c4A708dfEF37C (the ENS name fast-gas-gwei.data.eth): its answer is
/// the fast gas price in wei. The owner (the devnet's deployer) posts new answers.
contract FastGasAggregator {
    address public immutable owner;
    int256 public latestAnswer;
    uint256 public latestTimestamp;
    uint256 public latestRound;

    event AnswerUpdated(int256 indexed current, uint256 indexed roundId, uint256 updatedAt);

    constructor(address owner_, int256 answer) {
        owner = owner_;
        _post(answer);
    }

    function decimals() external pure returns (uint8) {
        return 0;
    }

    function description() external pure returns (string memory) {
        return "Fast Gas / Gwei";
    }

    function latestRoundData()
        external
        view
        returns (uint80 roundId, int256 answer, uint256 startedAt, uint256 updatedAt, uint80 answeredInRound)
    {
        roundId = uint80(latestRound);
        return (roundId, latestAnswer, latestTimestamp, latestTimestamp, roundId);
    }

    function post(int256 answer) external {
        require(msg.sender == owner, "only owner");
        _post(answer);
    }

    function _post(int256 answer) private {
        latestRound += 1;
        latestAnswer = answer;
        latestTimestamp = block.timestamp;
        emit AnswerUpdated(answer, latestRound, block.timestamp);
    }
}
