// The checks and their failure messages are ViewControllerPresentationSpy's (its
// VerifyHelpers.swift and the verifiers' `verify` methods, commit ac3514b):
// ViewControllerPresentationSpy by Jon Reid, https://qualitycoding.org
// Copyright 2015 Jonathan M. Reid. https://github.com/jonreid/ViewControllerPresentationSpy/blob/main/LICENSE.txt
// SPDX-License-Identifier: MIT

import Foundation

/// The checks a verifier's `verify` makes, each failure reported through `failure` at the
/// test's call, in ViewControllerPresentationSpy's words: tests assert them.
struct VerifierChecks {
  let failure: any FailureReporting
  let location: FailureLocation

  private func fail(_ message: String) {
    failure.fail(message: message, location: location)
  }

  /// `present not called` (and `false`: the test goes no further), or `present called 2
  /// times, expected once` (and `true`).
  func calledOnce(_ count: Int, action: String) -> Bool {
    if count == 0 {
      fail("\(action) not called")
      return false
    }
    if count > 1 {
      fail("\(action) called \(count) times, expected once")
    }
    return true
  }

  /// `Expected non-animated present, but was animated`, or the reverse.
  func animated(_ actual: Bool, expected: Bool, action: String) {
    guard actual != expected else { return }
    fail(
      expected
        ? "Expected animated \(action), but was not animated"
        : "Expected non-animated \(action), but was animated")
  }

  /// `Expected Optional("TITLE"), but was Optional("Title") - alert title`.
  func equal<Value: Equatable>(_ actual: Value, _ expected: Value, _ what: String) {
    guard actual != expected else { return }
    fail("Expected \(expected), but was \(actual) - \(what)")
  }

  /// `Expected same instance as <UIViewController: 0x…>, but was <App.ViewController: 0x…> -
  /// presenting view controller`; nothing when either is `nil`.
  func identical(_ actual: UIViewController?, _ expected: UIViewController?, _ what: String) {
    guard let expected, let actual, actual !== expected else { return }
    fail("Expected same instance as \(expected), but was \(actual) - \(what)")
  }

  /// `actual` as a `Specific`, or `nil` after `Expected DetailViewController, but was
  /// Optional(<App.OtherViewController: 0x…>)`.
  func type<Specific>(_ actual: UIViewController?, as _: Specific.Type) -> Specific? {
    guard let typed = actual as? Specific else {
      fail("Expected \(Specific.self), but was \(String(describing: actual))")
      return nil
    }
    return typed
  }

  /// `Action 1: Expected .default(Optional("OK"), but was .cancel(Optional("OK")`, then
  /// `Did not meet count of 3 actions, missing …` or `Exceeded count of 1 actions, with
  /// unexpected …`.
  func actions(_ actual: [AlertVerifier.Action], expected: [AlertVerifier.Action]) {
    for index in 0..<min(actual.count, expected.count) where actual[index] != expected[index] {
      fail("Action \(index): Expected \(expected[index]), but was \(actual[index])")
    }
    if actual.count < expected.count {
      let missing = expected[actual.count...].map(\.description)
      fail(
        "Did not meet count of \(expected.count) actions, missing "
          + missing.joined(separator: ", "))
    } else if actual.count > expected.count {
      let extra = actual[expected.count...].map(\.description)
      fail(
        "Exceeded count of \(expected.count) actions, with unexpected "
          + extra.joined(separator: ", "))
    }
  }

  /// `Expected preferred style .actionSheet, but was .alert`, or the reverse.
  func preferredStyle(_ actual: UIAlertController.Style, expected: UIAlertController.Style) {
    guard actual != expected else { return }
    fail(
      expected == .actionSheet
        ? "Expected preferred style .actionSheet, but was .alert"
        : "Expected preferred style .alert, but was .actionSheet")
  }
}
