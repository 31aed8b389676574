// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity ^0.8.24;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";

/// @notice The replica's honeypot: anyone can buy it from its market (a v2 pair), and only its owner
/// can sell to that market; every other sell reverts. Wallet-to-wallet transfers work, as in the scams
/// it stands for, so only a simulated sell shows the trap.
contract HoneypotToken is ERC20, Ownable {
    uint8 private immutable _decimals;
    address public market;

    constructor(string memory name_, string memory symbol_, uint8 decimals_, address owner_)
        ERC20(name_, symbol_)
        Ownable(owner_)
    {
        _decimals = decimals_;
    }

    function decimals() public view override returns (uint8) {
        return _decimals;
    }

    function mint(address to, uint256 amount) external onlyOwner {
        _mint(to, amount);
    }

    /// @notice Set once the market's liquidity is in: sells to it are closed from then on.
    function setMarket(address market_) external onlyOwner {
        market = market_;
    }

    function _update(address from, address to, uint256 value) internal override {
        if (to == market && market != address(0) && from != owner()) revert("HoneypotToken: sells are closed");
        super._update(from, to, value);
    }
}
