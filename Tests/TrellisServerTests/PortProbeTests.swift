import Testing

@testable import TrellisServer

/// `--host` mistakes are told apart from busy ports: an address that is not this machine's cannot be listened on at
/// any port, and saying "ports in use" sent people looking for the wrong thing. (Numeric addresses only: a name to
/// resolve would depend on the machine's DNS.)
struct PortProbeTests {
    @Test(arguments: [
        ("127.0.0.1", nil), ("0.0.0.0", nil),
        ("192.0.2.1", "it is not an address of this machine"),
    ])
    func aHostThatIsNotThisMachinesIsNamedAsSuch(host: String, problem: String?) {
        #expect(PortProbe.hostProblem(host) == problem)
    }
}
