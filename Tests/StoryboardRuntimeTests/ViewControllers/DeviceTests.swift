import Foundation
import Storyboards
import XCTest

/// The simulated device: one setting chooses it, and windows follow its idiom.
final class DeviceTests: XCTestCase {
  func testTheSettingNamesTheModelAndTheSystem() {
    let pad = Device(setting: "iPad/18.1")
    XCTAssertEqual(pad.model, "iPad")
    XCTAssertEqual(pad.systemVersion, "18.1")
    XCTAssertEqual(pad.systemName, "iPadOS")
    XCTAssertEqual(pad.userInterfaceIdiom, .pad)
    let phone = Device(setting: nil)
    XCTAssertEqual(phone.model, "iPhone")
    XCTAssertEqual(phone.systemVersion, "17.5")
    XCTAssertEqual(phone.systemName, "iOS")
    XCTAssertEqual(phone.userInterfaceIdiom, .phone)
    XCTAssertEqual(Device(setting: "iPhone").systemVersion, "17.5")
  }

  func testAWindowTakesTheDevicesSizeClass() {
    let saved = Device.current
    defer { Device.current = saved }
    Device.current = Device(model: "iPad")
    XCTAssertEqual(Window().horizontalSizeClass, .regular)
    Device.current = Device(model: "iPhone")
    XCTAssertEqual(Window().horizontalSizeClass, .compact)
    XCTAssertEqual(Window(horizontalSizeClass: .regular).horizontalSizeClass, .regular)
  }

  func testTheHardwareIsQuietAndStable() {
    let device = Device()
    XCTAssertEqual(device.orientation, .portrait)
    XCTAssertEqual(device.batteryState, .unknown)
    XCTAssertEqual(device.batteryLevel, -1)
    XCTAssertEqual(device.identifierForVendor, Device().identifierForVendor)
    device.beginGeneratingDeviceOrientationNotifications()
    XCTAssertTrue(device.isGeneratingDeviceOrientationNotifications)
    device.endGeneratingDeviceOrientationNotifications()
    XCTAssertFalse(device.isGeneratingDeviceOrientationNotifications)
  }
}
