//
//  TestApp.swift
//  Test
//
//  Created by F1248 on 30.09.24.
//

import SwiftUI

@main
struct TestApp: App {
  var body: some Scene {
    WindowGroup {
      ContentView()
    }
  }
}
