// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity ^0.8.24;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";

/// @notice A mintable ERC-20 that takes `feeParts` millionths of every transfer for `feeRecipient`
/// (the devnet's PAXG: 200 = 0.02%). Mints are not charged, and neither are transfers from or to the
/// fee recipient.
contract FeeOnTransferToken is ERC20, Ownable {
    uint256 public constant FEE_DENOMINATOR = 1_000_000;

    uint8 private immutable _decimals;
    uint256 public immutable feeParts;
    address public immutable feeRecipient;

    constructor(
        string memory name_,
        string memory symbol_,
        uint8 decimals_,
        uint256 feeParts_,
        address feeRecipient_,
        address owner_
    ) ERC20(name_, symbol_) Ownable(owner_) {
        require(feeParts_ <= FEE_DENOMINATOR, "FeeOnTransferToken: fee above 100%");
        require(feeRecipient_ != address(0), "FeeOnTransferToken: zero fee recipient");
        _decimals = decimals_;
        feeParts = feeParts_;
        feeRecipient = feeRecipient_;
    }

    function decimals() public view override returns (uint8) {
        return _decimals;
    }

    function mint(address to, uint256 amount) external onlyOwner {
        _mint(to, amount);
    }

    function _update(address from, address to, uint256 value) internal override {
        if (from == address(0) || to == address(0) || from == feeRecipient || to == feeRecipient) {
            super._update(from, to, value);
            return;
        }
        uint256 fee = value * feeParts / FEE_DENOMINATOR;
        if (fee > 0) super._update(from, feeRecipient, fee);
        super._update(from, to, value - fee);
    }
}
