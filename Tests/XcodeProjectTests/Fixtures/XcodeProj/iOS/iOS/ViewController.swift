//
//  ViewController.swift
//  iOS
//
//  Created by Pedro Pinera Buendia on 21.04.17.
//  Copyright © 2017 es.ppinera. All rights reserved.
//

import UIKit

class ViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    // Do any additional setup after loading the view, typically from a nib.
  }

  override func didReceiveMemoryWarning() {
    super.didReceiveMemoryWarning()
    // Dispose of any resources that can be recreated.
  }
}
