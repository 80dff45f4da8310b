struct MyLocalPackage {
  var text = "Hello, World!"
}
