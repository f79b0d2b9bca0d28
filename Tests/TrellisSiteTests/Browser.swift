import Foundation

/// Headless Chromium, for checking that what the browser renders is exactly what the engine computed.
enum Browser {
    /// The first Chromium found, or nil.
    static let executable: String? = {
        let candidates = [
            "/usr/bin/chromium", "/usr/bin/chromium-headless-shell", "/usr/bin/chromium-browser",
            "/usr/bin/google-chrome",
        ]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    /// CI must run the browser check; elsewhere it is skipped (visibly) when Chromium is missing.
    static var isRequired: Bool { ProcessInfo.processInfo.environment["CI"] != nil }

    /// Loads a file and returns the DOM after scripts ran.
    /// `suffix` is added to the file's URL (`?zoom=1#v-grid`); `windowSize` is width,height in CSS pixels.
    static func dumpDOM(
        of file: URL, deviceScaleFactor: Int, extraArguments: [String] = [], suffix: String = "",
        windowSize: String = "1400,900"
    ) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable ?? "chromium")
        process.arguments =
            [
                "--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--window-size=\(windowSize)",
                "--force-device-scale-factor=\(deviceScaleFactor)", "--virtual-time-budget=3000", "--dump-dom",
            ] + extraArguments + [file.absoluteString + suffix]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        // A page that stalls Chromium's virtual time would hold the test (and the suite) for ever: it is ended
        // after a minute, and the test fails on the empty DOM instead.
        let watchdog = DispatchWorkItem { if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + 60, execute: watchdog)
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        watchdog.cancel()
        return String(decoding: data, as: UTF8.self)
    }

    /// Measures every `[data-frame]` box relative to its `[data-section]` box (docs/layout.md, emission D6).
    static let measurementScript = """
        (function () {
          var out = [];
          document.querySelectorAll('[data-section]').forEach(function (sec) {
            var s = sec.getBoundingClientRect();
            out.push({id: sec.getAttribute('data-section'), expected: sec.getAttribute('data-size'), measured: [s.width, s.height]});
            sec.querySelectorAll('[data-frame]').forEach(function (el) {
              var r = el.getBoundingClientRect();
              out.push({id: sec.getAttribute('data-section') + ' ' + (el.getAttribute('data-component') || el.className),
                expected: el.getAttribute('data-frame'), measured: [r.left - s.left, r.top - s.top, r.width, r.height]});
            });
          });
          var pre = document.createElement('pre');
          pre.id = 'trellis-measurements';
          pre.textContent = JSON.stringify(out);
          document.body.appendChild(pre);
        })();
        """
}
