// SPDX-License-Identifier: Apache-2.0
pragma solidity ^0.8.24;

/// Holds deposits and refuses withdrawals above them with a reason, so the demo has reverts with decoded reasons.
contract Vault {
    mapping(address => uint256) public deposited;

    event Deposited(address indexed account, uint256 amount);

    function deposit(uint256 amount) external {
        deposited[msg.sender] += amount;
        emit Deposited(msg.sender, amount);
    }

    function withdraw(uint256 amount) external {
        require(deposited[msg.sender] >= amount, "Vault: insufficient deposit");
        deposited[msg.sender] -= amount;
    }

    /// Burns gas until it runs out: the API's deadline and gas cap must stop it.
    function spin() external pure returns (uint256 n) {
        while (true) n++;
    }
}
