// SPDX-License-Identifier: Apache-2.0
pragma solidity ^0.8.24;

/// A counter, made by the factory below with CREATE2.
contract Counter {
    uint256 public count;

    event Incremented(uint256 count);

    function increment() external {
        count += 1;
        emit Incremented(count);
    }
}

/// Deploys counters at addresses fixed by a salt (CREATE2): the demo's contracts with their own EVM address.
contract CounterFactory {
    event Deployed(address counter, bytes32 salt);

    function deploy(bytes32 salt) external returns (address counter) {
        counter = address(new Counter{salt: salt}());
        emit Deployed(counter, salt);
    }
}
